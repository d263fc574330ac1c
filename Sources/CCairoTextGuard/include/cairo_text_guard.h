#ifndef TABLESHOT_CAIRO_TEXT_GUARD_H
#define TABLESHOT_CAIRO_TEXT_GUARD_H
// Glyph runs whose text Cairo refuses are drawn as glyphs alone: see cairo_text_guard.c.
#include <stdbool.h>
#include <stdint.h>

/// Whether `cairo_show_text_glyphs`, as every shared object resolves it, is this module's.
bool tableshot_cairo_text_guard_interposed(void);

/// Whether Cairo 1.16 accepts `length` bytes of `utf8` (`length` < 0: up to the NUL) as the text of glyphs:
/// well-formed UTF-8 of scalars that are not noncharacters (U+FDD0…U+FDEF, U+xxFFFE, U+xxFFFF).
bool tableshot_cairo_accepts_text(const char *utf8, int length);

/// Glyph runs drawn without their text since the process started.
uint64_t tableshot_cairo_text_guard_fallbacks(void);

/// While set on the calling thread, every glyph run it shows is drawn without its text (for a document whose
/// completion Cairo refused because of the text it was given).
void tableshot_cairo_text_guard_set_glyphs_only(bool glyphs_only);

#endif
