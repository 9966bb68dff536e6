/// Deflate streams taken apart at their ends and put together, bit for bit: navviz
/// compresses a PNG's rows in bands, each on its own (on any core, and kept for the next
/// frame when its rows do not change), and a PNG's image data is one deflate stream. A
/// band compressed alone ends with a final block; finding where that block starts and
/// where the stream ends takes walking its codes, which makes no output and costs a
/// small part of compressing. Included by shim.h.

#pragma once
#include <stdint.h>
#include <stddef.h>
#include <string.h>

/// Reads a deflate stream's bits, least significant first, as deflate packs them.
typedef struct {
    const unsigned char *bytes;
    size_t size;
    size_t next;      /* the next byte to load */
    uint64_t buffer;  /* loaded bits not yet taken, the next one lowest */
    int count;
} navviz_bit_reader;

static inline int navviz_bits_fill(navviz_bit_reader *r, int needed) {
    while (r->count < needed) {
        if (r->next >= r->size) return 0;
        r->buffer |= (uint64_t)r->bytes[r->next++] << r->count;
        r->count += 8;
    }
    return 1;
}

/// The bit position of the next bit to take.
static inline size_t navviz_bits_position(const navviz_bit_reader *r) {
    return r->next * 8 - (size_t)r->count;
}

/// A canonical Huffman code for decoding: a table of the codes of up to 10 bits, indexed
/// by the next 10 bits of the stream, and the counts and symbols for longer ones.
typedef struct {
    uint16_t table[1024];  /* symbol << 4 | length; 0 for a longer code */
    uint16_t counts[16];
    uint16_t symbols[320];
} navviz_huffman;

/// Builds `code` from code lengths; 0 when they are not a valid code.
static inline int navviz_huffman_build(navviz_huffman *code, const uint8_t *lengths, int n) {
    memset(code->counts, 0, sizeof code->counts);
    for (int s = 0; s < n; s++) code->counts[lengths[s]]++;
    code->counts[0] = 0;
    uint16_t offsets[16];
    int left = 1;
    offsets[1] = 0;
    for (int len = 1; len < 16; len++) {
        left <<= 1;
        left -= code->counts[len];
        if (left < 0) return 0;
        if (len < 15) offsets[len + 1] = offsets[len] + code->counts[len];
    }
    for (int s = 0; s < n; s++) if (lengths[s]) code->symbols[offsets[lengths[s]]++] = (uint16_t)s;
    memset(code->table, 0, sizeof code->table);
    /* Canonical codes in order of length, then symbol; reversed for the table. */
    int codeValue = 0, index = 0;
    for (int len = 1; len <= 10; len++) {
        for (int k = 0; k < code->counts[len]; k++, index++, codeValue++) {
            int reversed = 0;
            for (int b = 0; b < len; b++) reversed |= ((codeValue >> b) & 1) << (len - 1 - b);
            for (int fill = reversed; fill < 1024; fill += 1 << len) code->table[fill] = (uint16_t)(code->symbols[index] << 4 | len);
        }
        codeValue <<= 1;
    }
    return 1;
}

/// The next symbol of `code` in the stream; -1 past its end or for an invalid code.
static inline int navviz_huffman_decode(navviz_bit_reader *r, const navviz_huffman *code) {
    navviz_bits_fill(r, 15);
    uint16_t entry = code->table[r->buffer & 1023];
    if (entry != 0) {
        int len = entry & 15;
        if (len > r->count) return -1;
        r->buffer >>= len;
        r->count -= len;
        return entry >> 4;
    }
    /* Longer than 10 bits: canonical decoding a bit at a time (as zlib's puff does). */
    int codeValue = 0, first = 0, index = 0;
    for (int len = 1; len < 16; len++) {
        if (r->count < 1) return -1;
        codeValue |= (int)(r->buffer & 1);
        r->buffer >>= 1;
        r->count--;
        int count = code->counts[len];
        if (codeValue - count < first) return code->symbols[index + (codeValue - first)];
        index += count;
        first += count;
        first <<= 1;
        codeValue <<= 1;
    }
    return -1;
}

static inline int navviz_bits_take(navviz_bit_reader *r, int n, uint32_t *value) {
    if (n == 0) { *value = 0; return 1; }
    if (!navviz_bits_fill(r, n)) return 0;
    *value = (uint32_t)(r->buffer & ((1u << n) - 1));
    r->buffer >>= n;
    r->count -= n;
    return 1;
}

/// Walks a raw deflate stream (decoding its codes, making no output) to where it ends:
/// the bit where its final block starts (its BFINAL bit) and the bit after its last
/// one. Returns 0 when the stream is not valid deflate.
static inline int navviz_deflate_end(const unsigned char *stream, size_t size, size_t *final_block, size_t *end) {
    static const uint8_t length_extra[29] = {0,0,0,0,0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,3,4,4,4,4,5,5,5,5,0};
    static const uint8_t distance_extra[30] = {0,0,0,0,1,1,2,2,3,3,4,4,5,5,6,6,7,7,8,8,9,9,10,10,11,11,12,12,13,13};
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    navviz_bit_reader r = {stream, size, 0, 0, 0};
    navviz_huffman litlen, distance, lengths_code;
    for (;;) {
        size_t start = navviz_bits_position(&r);
        uint32_t last, type;
        if (!navviz_bits_take(&r, 1, &last) || !navviz_bits_take(&r, 2, &type)) return 0;
        if (type == 0) {
            /* Stored: to the byte boundary, then LEN, NLEN and LEN bytes. */
            uint32_t skip, length, inverse;
            if (!navviz_bits_take(&r, r.count % 8, &skip) || !navviz_bits_take(&r, 16, &length) || !navviz_bits_take(&r, 16, &inverse)) return 0;
            if ((length ^ 0xFFFF) != inverse) return 0;
            size_t position = navviz_bits_position(&r) + (size_t)length * 8;
            if (position > size * 8) return 0;
            r.next = position / 8;
            r.buffer = 0;
            r.count = 0;
        } else if (type == 1 || type == 2) {
            uint8_t lengths[320];
            int literals = 288, distances = 30;
            if (type == 1) {
                int s = 0;
                for (; s < 144; s++) lengths[s] = 8;
                for (; s < 256; s++) lengths[s] = 9;
                for (; s < 280; s++) lengths[s] = 7;
                for (; s < 288; s++) lengths[s] = 8;
                for (; s < 318; s++) lengths[s] = 5;
            } else {
                uint32_t hlit, hdist, hclen;
                if (!navviz_bits_take(&r, 5, &hlit) || !navviz_bits_take(&r, 5, &hdist) || !navviz_bits_take(&r, 4, &hclen)) return 0;
                literals = (int)hlit + 257;
                distances = (int)hdist + 1;
                uint8_t code_lengths[19] = {0};
                for (uint32_t i = 0; i < hclen + 4; i++) {
                    uint32_t value;
                    if (!navviz_bits_take(&r, 3, &value)) return 0;
                    code_lengths[order[i]] = (uint8_t)value;
                }
                if (!navviz_huffman_build(&lengths_code, code_lengths, 19)) return 0;
                int filled = 0;
                while (filled < literals + distances) {
                    int symbol = navviz_huffman_decode(&r, &lengths_code);
                    if (symbol < 0) return 0;
                    if (symbol < 16) { lengths[filled++] = (uint8_t)symbol; continue; }
                    uint32_t repeat;
                    uint8_t value = 0;
                    if (symbol == 16) {
                        if (filled == 0 || !navviz_bits_take(&r, 2, &repeat)) return 0;
                        value = lengths[filled - 1];
                        repeat += 3;
                    } else if (symbol == 17) {
                        if (!navviz_bits_take(&r, 3, &repeat)) return 0;
                        repeat += 3;
                    } else {
                        if (!navviz_bits_take(&r, 7, &repeat)) return 0;
                        repeat += 11;
                    }
                    if (filled + (int)repeat > literals + distances) return 0;
                    while (repeat--) lengths[filled++] = value;
                }
            }
            if (!navviz_huffman_build(&litlen, lengths, literals) || !navviz_huffman_build(&distance, lengths + literals, distances)) return 0;
            for (;;) {
                int symbol = navviz_huffman_decode(&r, &litlen);
                if (symbol < 0 || symbol > 285) return 0;
                if (symbol < 256) continue;
                if (symbol == 256) break;
                uint32_t extra;
                if (!navviz_bits_take(&r, length_extra[symbol - 257], &extra)) return 0;
                int distance_symbol = navviz_huffman_decode(&r, &distance);
                if (distance_symbol < 0 || distance_symbol > 29 || !navviz_bits_take(&r, distance_extra[distance_symbol], &extra)) return 0;
            }
        } else {
            return 0;
        }
        if (last) {
            *final_block = start;
            *end = navviz_bits_position(&r);
            return 1;
        }
    }
}

/// Appends the first `bits` bits of `stream` to `out` at bit `*position` (deflate's
/// order, least significant first), and moves `*position` past them. `out` is zero from
/// `*position` on.
static inline void navviz_append_bits(unsigned char *out, size_t *position, const unsigned char *stream, size_t bits) {
    size_t bytes = (bits + 7) / 8, at = *position / 8;
    int shift = (int)(*position % 8);
    for (size_t i = 0; i < bytes; i++) {
        unsigned value = stream[i];
        if (i == bytes - 1 && bits % 8 != 0) value &= (1u << (bits % 8)) - 1;
        out[at + i] |= (unsigned char)(value << shift);
        if (shift != 0) out[at + i + 1] = (unsigned char)(value >> (8 - shift));
    }
    *position += bits;
}
