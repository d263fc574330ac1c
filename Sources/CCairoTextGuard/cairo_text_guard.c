// Text that Cairo refuses must not fail a PDF.
//
// On a surface that keeps text (a PDF), Pango draws each glyph run with `cairo_show_text_glyphs`, passing the run's
// UTF-8 so that the PDF's text can be searched and copied. Cairo 1.16 validates that text with its own rule, which
// refuses the Unicode noncharacters (U+FDD0…U+FDEF and every U+xxFFFE and U+xxFFFF) although they are valid UTF-8
// and valid JSON. It then puts the context in an error state ("input string not valid UTF-8"), and the whole PDF
// fails, while the PNG and the SVG of the same spec draw those characters as boxes.
//
// This module defines `cairo_show_text_glyphs` in the executable (ELF interposition): a run whose text Cairo would accept goes to Cairo's function unchanged; a run whose text
// it would refuse is drawn with `cairo_show_glyphs`, the same glyphs at the same positions without the text (Cairo
// then maps those glyphs to text from the font, as for any glyphs shown without text). Pango draws the boxes of
// characters no font has itself, before it shows the run, so they look as in the PNG. Cairo gets a copy of the
// text, never the layout's own, because it sometimes edits it in place (see below).
//
// Some texts pass that check and still fail the PDF when it is completed (a run of a glyphless right-to-left
// letter, a stray emoji modifier and a tag character did): the renderer then draws the document again with every
// run's text left out (`tableshot_cairo_text_guard_set_glyphs_only`, per thread).
#define _GNU_SOURCE
#include "cairo_text_guard.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

// Cairo's declarations, without its headers (this target has no include path to them).
typedef struct _cairo cairo_t;
typedef struct {
    unsigned long index;
    double x;
    double y;
} cairo_glyph_t;
typedef struct {
    int num_bytes;
    int num_glyphs;
} cairo_text_cluster_t;
typedef int cairo_text_cluster_flags_t;
extern void cairo_show_glyphs(cairo_t *cr, const cairo_glyph_t *glyphs, int num_glyphs);

typedef void (*show_text_glyphs_function)(
    cairo_t *, const char *, int, const cairo_glyph_t *, int, const cairo_text_cluster_t *, int,
    cairo_text_cluster_flags_t);

static _Atomic(show_text_glyphs_function) real_show_text_glyphs;
static _Atomic uint64_t fallbacks;
static _Thread_local bool glyphs_only;

static show_text_glyphs_function cairo_show_text_glyphs_function(void) {
    show_text_glyphs_function function = atomic_load_explicit(&real_show_text_glyphs, memory_order_acquire);
    if (function == NULL) {
        function = (show_text_glyphs_function)dlsym(RTLD_NEXT, "cairo_show_text_glyphs");
        atomic_store_explicit(&real_show_text_glyphs, function, memory_order_release);
    }
    return function;
}

bool tableshot_cairo_accepts_text(const char *utf8, int length) {
    if (utf8 == NULL) return length == 0;
    const unsigned char *bytes = (const unsigned char *)utf8;
    size_t count = length < 0 ? strlen(utf8) : (size_t)length;
    size_t index = 0;
    while (index < count) {
        unsigned char lead = bytes[index];
        uint32_t scalar;
        size_t size;
        uint32_t minimum;
        if (lead < 0x80) {
            index += 1;
            continue;
        } else if ((lead & 0xE0) == 0xC0) {
            scalar = lead & 0x1F, size = 2, minimum = 0x80;
        } else if ((lead & 0xF0) == 0xE0) {
            scalar = lead & 0x0F, size = 3, minimum = 0x800;
        } else if ((lead & 0xF8) == 0xF0) {
            scalar = lead & 0x07, size = 4, minimum = 0x10000;
        } else {
            return false;
        }
        if (count - index < size) return false;
        for (size_t k = 1; k < size; k++) {
            if ((bytes[index + k] & 0xC0) != 0x80) return false;
            scalar = scalar << 6 | (bytes[index + k] & 0x3F);
        }
        // Cairo's UNICODE_VALID (cairo-unicode.c), and no overlong forms.
        if (scalar < minimum || scalar >= 0x110000 || (scalar & 0xFFFFF800) == 0xD800
            || (scalar >= 0xFDD0 && scalar <= 0xFDEF) || (scalar & 0xFFFE) == 0xFFFE)
            return false;
        index += size;
    }
    return true;
}

void cairo_show_text_glyphs(
    cairo_t *cr, const char *utf8, int utf8_len, const cairo_glyph_t *glyphs, int num_glyphs,
    const cairo_text_cluster_t *clusters, int num_clusters, cairo_text_cluster_flags_t cluster_flags) {
    if (glyphs_only || (utf8 != NULL && !tableshot_cairo_accepts_text(utf8, utf8_len))) {
        atomic_fetch_add_explicit(&fallbacks, 1, memory_order_relaxed);
        cairo_show_glyphs(cr, glyphs, num_glyphs);
        return;
    }
    // Cairo gets a copy of the text: Cairo 1.16 edits the text it is given in place (a PDF run of a stray emoji
    // modifier and a space, "🏽 ", became " \x9f\x8f\xbd ": a memcpy inside cairo_show_text_glyphs, seen with a
    // watchpoint; why it does is not traced), and the text is the layout's own. Pango then read
    // its broken text the next time it drew the layout, and aborted (`pango_glyph_item_iter_next_cluster:
    // assertion failed: (iter->end_char <= item->num_chars)`) or corrupted the heap.
    size_t length = utf8 == NULL ? 0 : utf8_len < 0 ? strlen(utf8) : (size_t)utf8_len;
    char *copy = utf8 == NULL ? NULL : malloc(length + 1);
    if (utf8 != NULL && copy == NULL) {
        cairo_show_glyphs(cr, glyphs, num_glyphs);
        return;
    }
    if (copy != NULL) {
        memcpy(copy, utf8, length);
        copy[length] = 0;
    }
    cairo_show_text_glyphs_function()(
        cr, copy, utf8_len, glyphs, num_glyphs, clusters, num_clusters, cluster_flags);
    free(copy);
}

bool tableshot_cairo_text_guard_interposed(void) {
    return dlsym(RTLD_DEFAULT, "cairo_show_text_glyphs") == (void *)cairo_show_text_glyphs;
}

uint64_t tableshot_cairo_text_guard_fallbacks(void) { return atomic_load_explicit(&fallbacks, memory_order_relaxed); }

void tableshot_cairo_text_guard_set_glyphs_only(bool value) { glyphs_only = value; }
