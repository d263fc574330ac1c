/* A copy of ../shared/perf/floor.c for the benchmarks (Scripts/bench-http.py builds it into .build/bench/floor and
   runs it under a fontconfig holding only Assets/Fonts/TeXGyreHeros, so "TeX Gyre Heros 17" is the face drawn).
   One addition: `--strings S` draws S new strings a frame instead of 20 (row r draws strings r, r + 20, …, each
   20 pt below the one before), for what a table with as many labels as the 20-row reference costs to draw. */
/* The floor for one table frame on this machine: Cairo + Pango drawing of 20 iOS 7 rows
   (375 pt @2x: label, hairline separator, chevron, a delete circle on every other row), no encoding.
   Usage: floor N  → prints the median milliseconds per frame, and with --png also encodes with
   cairo's own PNG writer (the naive baseline). Build: gcc -O2 floor.c $(pkg-config --cflags --libs pangocairo) */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static cairo_status_t sink(void *c, const unsigned char *d, unsigned int n) { *(size_t *)c += n; return CAIRO_STATUS_SUCCESS; }
static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static int cmp(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return (x > y) - (x < y); }

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 30, png = argc > 2 && !strcmp(argv[2], "--png"), strings = 20;
    for (int a = 2; a + 1 < argc; a++) if (!strcmp(argv[a], "--strings")) strings = atoi(argv[a + 1]);
    PangoFontMap *map = pango_cairo_font_map_new();
    PangoContext *ctx = pango_font_map_create_context(map);
    pango_cairo_context_set_resolution(ctx, 72);
    PangoFontDescription *font = pango_font_description_from_string("TeX Gyre Heros 17");
    double *t = calloc(n, sizeof *t);
    size_t bytes = 0;
    for (int i = 0; i < n; i++) {
        double t0 = now_ms();
        cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 750, 1760);
        cairo_t *cr = cairo_create(s);
        cairo_scale(cr, 2, 2);
        cairo_set_source_rgb(cr, 1, 1, 1); cairo_paint(cr);
        pango_cairo_update_context(cr, ctx);
        for (int r = 0; r < 20; r++) {
            double y = r * 44.0, x = (r % 2) ? 53 : 15;
            if (r % 2 == 0) { /* nothing */ } else {
                cairo_set_source_rgb(cr, 1, 0.23, 0.19); cairo_arc(cr, 26, y + 22, 11, 0, 6.2832); cairo_fill(cr);
                cairo_set_source_rgb(cr, 1, 1, 1); cairo_rectangle(cr, 20, y + 21, 12, 2); cairo_fill(cr);
            }
            for (int k = 0; r + 20 * k < strings; k++) {
                char text[64]; snprintf(text, sizeof text, "Row %d of the reference table %d", r + 20 * k, i);
                PangoLayout *l = pango_layout_new(ctx);
                pango_layout_set_font_description(l, font);
                pango_layout_set_text(l, text, -1);
                pango_layout_set_width(l, (int)((375 - x - 33) * PANGO_SCALE));
                pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_END);
                int lw, lh; pango_layout_get_size(l, &lw, &lh);
                cairo_set_source_rgb(cr, 0, 0, 0); cairo_move_to(cr, x, y + 20 * k + (44 - lh / (double)PANGO_SCALE) / 2);
                pango_cairo_show_layout(cr, l); g_object_unref(l);
            }
            cairo_set_source_rgb(cr, 0.78, 0.78, 0.8); cairo_set_line_width(cr, 2);
            cairo_move_to(cr, 357, y + 16); cairo_line_to(cr, 363, y + 22); cairo_line_to(cr, 357, y + 28); cairo_stroke(cr);
            cairo_set_source_rgb(cr, 0.78, 0.78, 0.8); cairo_rectangle(cr, x, y + 43.5, 375 - x, 0.5); cairo_fill(cr);
        }
        cairo_surface_flush(s);
        if (png) { bytes = 0; cairo_surface_write_to_png_stream(s, sink, &bytes); }
        cairo_destroy(cr); cairo_surface_destroy(s);
        t[i] = now_ms() - t0;
    }
    qsort(t, n, sizeof *t, cmp);
    printf("%.3f\n", t[n / 2]);
    if (png) fprintf(stderr, "png bytes %zu\n", bytes);
    return 0;
}
