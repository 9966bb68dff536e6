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

/// The size in points of a laid-out edge's label (0 when it has none). Graphviz's own `dot`
/// output writes where an edge label sits (`lp`) but not how large it is, which a drawing
/// cut to what it shows must know.
static inline int navviz_edge_label_size(Agedge_t *edge, double *width, double *height) {
    if (aggetrec(edge, "Agedgeinfo_t", 0) == NULL || ED_label(edge) == NULL) return 0;
    *width = ED_label(edge)->dimen.x;
    *height = ED_label(edge)->dimen.y;
    return 1;
}
