#ifndef TABLESHOT_SCALED_FONT_PINS_H
#define TABLESHOT_SCALED_FONT_PINS_H
// Every Cairo scaled font keeps a reference of ours: see scaled_font_pins.c and ScaledFontPins.swift.
#include <stdbool.h>
#include <stdint.h>

/// Whether `cairo_scaled_font_create`, as every shared object resolves it, is this module's.
bool tableshot_scaled_font_pins_interposed(void);

/// Scaled fonts pinned now (each holds one reference of ours).
uint64_t tableshot_scaled_font_pins_count(void);

/// The most scaled fonts pinned at once; a font created while that many are pinned is not pinned (until
/// `tableshot_scaled_font_pins_release_if_full` has emptied the pins).
uint64_t tableshot_scaled_font_pins_capacity(void);

/// Whether the pins are full.
bool tableshot_scaled_font_pins_full(void);

/// Whether `font` (a `cairo_scaled_font_t *`) is pinned.
bool tableshot_scaled_font_pins_holds(const void *font);

/// Starts / ends work that measures or draws text (nested calls on one thread count once). While any thread is
/// inside such work, the pins are not released.
void tableshot_font_work_begin(void);
void tableshot_font_work_end(void);

/// When the pins are full, waits until no thread is inside font work (keeping new work out meanwhile: the
/// release goes first), releases every pin and returns true. Does nothing inside font work.
bool tableshot_scaled_font_pins_release_if_full(void);

#endif
