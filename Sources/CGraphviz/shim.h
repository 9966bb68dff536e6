#include <graphviz/gvc.h>

/// Graphviz 2.4x's `dot` grows a rank's node list with `realloc` when it inserts a
/// flat edge's label node (`make_vn_slot`), but only updates the list's `v` pointer,
/// not `av`, the pointer `gvFreeLayout` frees. When `realloc` moves the list, `av`
/// points at freed memory and freeing the layout aborts with a double free. Graphviz
/// fixed this later by moving `av` with `v` (and asserting they are equal); this does
/// the same after the layout, so the layout can be freed. The root graph's lists are
/// the only ones that move (clusters' `v` point into the root's lists, and their own
/// `av` never move); on a fixed Graphviz, `av` already equals `v` and nothing changes.
static inline void navviz_repair_rank_lists(Agraph_t *graph) {
    if (aggetrec(graph, "Agraphinfo_t", 0) == NULL || GD_rank(graph) == NULL) return;
    for (int rank = GD_minrank(graph); rank <= GD_maxrank(graph); rank++) {
        GD_rank(graph)[rank].av = GD_rank(graph)[rank].v;
    }
}

#ifdef __GLIBC__
#include <malloc.h>
#endif

/// Gives the pages a freed layout occupied back to the system. glibc keeps freed memory
/// in the heap, and what a large `dot` layout leaves is too fragmented for the smaller
/// allocations that follow to reuse, so without this it stays resident to the end.
static inline void navviz_return_free_memory(void) {
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

/// The width and height, in points, of a laid-out graph's bounding box: with the graph's
/// `pad` on every side, what a bitmap renderer draws at `dpi` / 72 pixels a point.
static inline void navviz_drawing_size(Agraph_t *graph, double *width, double *height) {
    boxf box = GD_bb(graph);
    *width = box.UR.x - box.LL.x;
    *height = box.UR.y - box.LL.y;
}

/// The resolution a laid-out graph is drawn at (0: the renderer's default, 96 for
/// cairo's bitmaps). Renderers read it when they draw, so it can change after layout.
static inline double navviz_drawing_dpi(Agraph_t *graph) {
    return GD_drawing(graph)->dpi;
}

static inline void navviz_set_drawing_dpi(Agraph_t *graph, double dpi) {
    GD_drawing(graph)->dpi = dpi;
}

/// Grows a laid-out graph's bounding box to the right and downwards by `right` and
/// `down` points; its top left corner, where renderers anchor the drawing, stays.
static inline void navviz_grow_drawing(Agraph_t *graph, double right, double down) {
    GD_bb(graph).UR.x += right;
    GD_bb(graph).LL.y -= down;
}

/// The size in points of a laid-out edge's label, or else of its external label (`xlabel`),
/// and 0 when it has neither. Graphviz's own `dot` output writes where an edge label sits
/// (`lp`, `xlp`) but not how large it is, which placing labels and cutting drawings need.
static inline int navviz_edge_label_size(Agedge_t *edge, double *width, double *height) {
    if (aggetrec(edge, "Agedgeinfo_t", 0) == NULL) return 0;
    textlabel_t *label = ED_label(edge) != NULL ? ED_label(edge) : ED_xlabel(edge);
    if (label == NULL) return 0;
    *width = label->dimen.x;
    *height = label->dimen.y;
    return 1;
}

// MARK: - Pixels

#include <graphviz/gvplugin.h>
#include <graphviz/gvplugin_device.h>
#include <graphviz/gvcjob.h>
#include <libdeflate.h>
#include "navviz_deflate.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// A drawing's pixels as a PNG stores them before compression: `height` rows of
/// `1 + width * channels` bytes, each a filter byte (0, none) and the row's pixels,
/// RGB (`channels` 3) or RGBA with straight alpha (4). Owned by whoever takes it.
typedef struct {
    unsigned char *scanlines;
    int width;
    int height;
    int channels;
} navviz_pixels;

/// What the pixel device received last, until `navviz_take_pixels`. Graphviz runs one job
/// at a time (the binding's lock), so one slot is enough. (A static inside a function:
/// Swift emits the functions of a header it uses, not its variables.)
static inline navviz_pixels *navviz_drawn_pixels(void) {
    static navviz_pixels drawn;
    return &drawn;
}

/// Cairo's premultiplied ARGB32 pixels (native byte order, `width * 4` bytes a row) as
/// scanlines: RGB when every pixel is opaque, else RGBA, un-premultiplied exactly as
/// cairo's own PNG writer does, so the pixels equal those of Graphviz's `png` format.
static inline navviz_pixels navviz_scanlines(const uint32_t *argb, int width, int height) {
    navviz_pixels result = {NULL, width, height, 3};
    size_t stride = 1 + (size_t)width * 3;
    result.scanlines = malloc(stride * (size_t)height);
    if (result.scanlines == NULL) return result;
    uint32_t opaque = 0xFFFFFFFFu;
    for (int y = 0; y < height; y++) {
        const uint32_t *in = argb + (size_t)y * width;
        unsigned char *out = result.scanlines + (size_t)y * stride;
        *out++ = 0;
        int x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        /* Four pixels at a time, as three 32-bit words of R, G, B bytes. */
        for (; x + 4 <= width; x += 4, out += 12) {
            uint32_t p0 = in[x], p1 = in[x + 1], p2 = in[x + 2], p3 = in[x + 3];
            opaque &= p0 & p1 & p2 & p3;
            uint32_t words[3] = {
                (p0 >> 16 & 0xFF) | (p0 >> 8 & 0xFF) << 8 | (p0 & 0xFF) << 16 | (p1 >> 16 & 0xFF) << 24,
                (p1 >> 8 & 0xFF) | (p1 & 0xFF) << 8 | (p2 >> 16 & 0xFF) << 16 | (p2 >> 8 & 0xFF) << 24,
                (p2 & 0xFF) | (p3 >> 16 & 0xFF) << 8 | (p3 >> 8 & 0xFF) << 16 | (p3 & 0xFF) << 24,
            };
            memcpy(out, words, 12);
        }
#endif
        for (; x < width; x++) {
            uint32_t pixel = in[x];
            opaque &= pixel;
            out[0] = (unsigned char)(pixel >> 16);
            out[1] = (unsigned char)(pixel >> 8);
            out[2] = (unsigned char)pixel;
            out += 3;
        }
    }
    if ((opaque >> 24) == 0xFF) return result;
    free(result.scanlines);
    result.channels = 4;
    stride = 1 + (size_t)width * 4;
    result.scanlines = malloc(stride * (size_t)height);
    if (result.scanlines == NULL) return result;
    for (int y = 0; y < height; y++) {
        const uint32_t *in = argb + (size_t)y * width;
        unsigned char *out = result.scanlines + (size_t)y * stride;
        *out++ = 0;
        for (int x = 0; x < width; x++) {
            uint32_t pixel = in[x], alpha = pixel >> 24;
            if (alpha == 0) {
                out[0] = out[1] = out[2] = out[3] = 0;
            } else {
                out[0] = (unsigned char)((((pixel >> 16) & 0xFF) * 255 + alpha / 2) / alpha);
                out[1] = (unsigned char)((((pixel >> 8) & 0xFF) * 255 + alpha / 2) / alpha);
                out[2] = (unsigned char)(((pixel & 0xFF) * 255 + alpha / 2) / alpha);
                out[3] = (unsigned char)alpha;
            }
            out += 4;
        }
    }
    return result;
}

/// The pixel device's one job: a device paired with Graphviz's cairo renderer gets the
/// drawn image surface (`imagedata`, as its gd and webp devices do) and keeps it as
/// scanlines, where Graphviz's `png` device would have cairo compress it with libpng.
static inline void navviz_pixel_device_format(GVJ_t *job) {
    navviz_pixels *drawn = navviz_drawn_pixels();
    free(drawn->scanlines);
    *drawn = (navviz_pixels){NULL, 0, 0, 0};
    if (job->imagedata == NULL || job->width == 0 || job->height == 0) return;
    *drawn = navviz_scanlines((const uint32_t *)job->imagedata, (int)job->width, (int)job->height);
}

/// The output format that draws into `navviz_drawn_pixels`.
#define NAVVIZ_PIXEL_FORMAT "navviz-pixels"

/// Adds the pixel device to `context`: Graphviz's `png` device, with the pixels kept.
static inline void navviz_add_pixel_device(GVC_t *context) {
    static gvdevice_engine_t engine = {NULL, navviz_pixel_device_format, NULL};
    // As Graphviz's cairo `png` device: binary, true colour, 96 dpi.
    static gvdevice_features_t features = {GVDEVICE_BINARY_FORMAT | GVDEVICE_DOES_TRUECOLOR, {0., 0.}, {0., 0.}, {96., 96.}};
    static gvplugin_installed_t devices[] = {
        {0, NAVVIZ_PIXEL_FORMAT ":cairo", 10, &engine, &features},
        {0, NULL, 0, NULL, NULL},
    };
    static gvplugin_api_t apis[] = {{API_device, devices}, {(api_t)0, NULL}};
    static gvplugin_library_t library = {"navviz", apis};
    gvAddLibrary(context, &library);
}

/// The pixels of the last drawing, now the caller's (`free` them); empty when none.
static inline navviz_pixels navviz_take_pixels(void) {
    navviz_pixels taken = *navviz_drawn_pixels();
    *navviz_drawn_pixels() = (navviz_pixels){NULL, 0, 0, 0};
    return taken;
}

/// The index of the first byte where `a` and `b` differ, `n` when none does.
static inline size_t navviz_first_difference(const unsigned char *a, const unsigned char *b, size_t n) {
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t x, y;
        memcpy(&x, a + i, 8);
        memcpy(&y, b + i, 8);
        if (x != y) break;
    }
    for (; i < n; i++) if (a[i] != b[i]) return i;
    return n;
}

/// The index of the last byte where `a` and `b` differ (there is one).
static inline size_t navviz_last_difference(const unsigned char *a, const unsigned char *b, size_t n) {
    size_t i = n;
    for (; i >= 8; i -= 8) {
        uint64_t x, y;
        memcpy(&x, a + i - 8, 8);
        memcpy(&y, b + i - 8, 8);
        if (x != y) break;
    }
    while (i > 0 && a[i - 1] == b[i - 1]) i--;
    return i - 1;
}

/// The box (`box`: x, y, width, height) of `image` (`width` × `height`) outside which,
/// drawn at the top left corner of `canvas` (`canvas_width` wide, as tall or taller),
/// it leaves the canvas as it is; 0 when it changes nothing. Both are scanlines of
/// `channels` bytes a pixel.
static inline int navviz_changed_box(const unsigned char *canvas, int canvas_width, const unsigned char *image,
                                     int width, int height, int channels, int box[4]) {
    size_t canvas_stride = 1 + (size_t)canvas_width * channels, image_stride = 1 + (size_t)width * channels;
    size_t row_bytes = (size_t)width * channels;
    int top = -1, bottom = -1, left = width, right = -1;
    for (int y = 0; y < height; y++) {
        const unsigned char *old = canvas + (size_t)y * canvas_stride + 1, *new = image + (size_t)y * image_stride + 1;
        size_t first = navviz_first_difference(old, new, row_bytes);
        if (first == row_bytes) continue;
        if (top < 0) top = y;
        bottom = y;
        if ((int)(first / channels) < left) left = (int)(first / channels);
        int last = (int)(navviz_last_difference(old, new, row_bytes) / channels);
        if (last > right) right = last;
    }
    if (top < 0) return 0;
    box[0] = left;
    box[1] = top;
    box[2] = right - left + 1;
    box[3] = bottom - top + 1;
    return 1;
}

/// The pixels of `image` in `box` as RGBA scanlines (`box[2] * 4 + 1` bytes a row) into
/// `patch`: each one that differs from `canvas` (laid out as for `navviz_changed_box`)
/// opaque, each one that does not transparent black, so that the patch drawn over the
/// canvas with alpha blending gives the image. `image` and `canvas` are opaque RGB.
static inline void navviz_changes_over(const unsigned char *canvas, int canvas_width, const unsigned char *image, int width,
                                       const int box[4], unsigned char *patch) {
    size_t canvas_stride = 1 + (size_t)canvas_width * 3, image_stride = 1 + (size_t)width * 3;
    for (int row = 0; row < box[3]; row++) {
        const unsigned char *old = canvas + (size_t)(box[1] + row) * canvas_stride + 1 + (size_t)box[0] * 3;
        const unsigned char *new = image + (size_t)(box[1] + row) * image_stride + 1 + (size_t)box[0] * 3;
        unsigned char *out = patch + (size_t)row * (1 + (size_t)box[2] * 4);
        *out++ = 0;
        for (int x = 0; x < box[2]; x++, old += 3, new += 3, out += 4) {
            if (old[0] == new[0] && old[1] == new[1] && old[2] == new[2]) {
                out[0] = out[1] = out[2] = out[3] = 0;
            } else {
                out[0] = new[0];
                out[1] = new[1];
                out[2] = new[2];
                out[3] = 0xFF;
            }
        }
    }
}
