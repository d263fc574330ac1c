// Every Cairo scaled font keeps a reference of ours, so that none is ever released to zero while another thread
// may look it up (issue 14: the server crashed under load).
//
// Cairo 1.16 (Debian bookworm's) decrements a scaled font's reference count before it takes the font map's lock,
// and then asserts that nobody has the font's glyph cache frozen. Meanwhile another thread may find the same font
// in the font map (fonts are shared process-wide by face, size, transform and options), take a reference and
// freeze its cache to measure or draw glyphs: the assertion fails and the process aborts
// (`cairo_scaled_font_destroy: Assertion '! scaled_font->cache_frozen' failed`), and if the assertion passes the
// font may be freed under the other thread. Cairo 1.17.4 fixed this by taking the lock first (upstream commit
// a67735010, "fix double free and failed assertions in cairo_scaled_font_destroy").
//
// The race needs a reference count to fall to zero. This module defines `cairo_scaled_font_create` in the
// executable (ELF interposition, as lock_spin.c does for `pthread_mutex_lock`): every call from outside Cairo
// (Pango's, TableShot's) goes through it, and the first time it returns a font, it takes one more reference that
// it keeps. Cairo's own lookups (a context finding the font for the next glyphs) find the same fonts: TableShot
// creates each drawing font through this function before Pango draws with it (`Canvas.pinFonts`). A pinned font
// never reaches zero, whoever releases it and in whatever order.
//
// The pins are bounded: past `CAPACITY` a font is not pinned, the table says it is full, and the render pipeline
// releases every pin at a moment no thread is inside Cairo's font code (`ScaledFontPins.releaseIfFull`).
#define _GNU_SOURCE
#include "scaled_font_pins.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

// Cairo's declarations, without its headers (this target has no include path to them).
typedef struct _cairo_scaled_font cairo_scaled_font_t;
typedef struct _cairo_font_face cairo_font_face_t;
typedef struct _cairo_matrix cairo_matrix_t;
typedef struct _cairo_font_options cairo_font_options_t;
extern cairo_scaled_font_t *cairo_scaled_font_reference(cairo_scaled_font_t *font);
extern void cairo_scaled_font_destroy(cairo_scaled_font_t *font);
extern int cairo_scaled_font_status(cairo_scaled_font_t *font);

typedef cairo_scaled_font_t *(*create_function)(
    cairo_font_face_t *, const cairo_matrix_t *, const cairo_matrix_t *, const cairo_font_options_t *);

enum { CAPACITY = 4096, SLOTS = 2 * CAPACITY };

static pthread_mutex_t guard = PTHREAD_MUTEX_INITIALIZER;
/// Open addressing with linear probing; NULL is empty (fonts are only added until `release_all` empties it).
static cairo_scaled_font_t *slots[SLOTS];
static _Atomic uint64_t pinned;
static _Atomic(create_function) real_create;
/// Readers: threads inside font work; the writer: a release of every pin. Writers go first, so that a busy
/// server still gets to release its pins.
static pthread_rwlock_t font_work;
static _Thread_local unsigned font_work_depth;

__attribute__((constructor)) static void set_up(void) {
    pthread_rwlockattr_t attributes;
    pthread_rwlockattr_init(&attributes);
    pthread_rwlockattr_setkind_np(&attributes, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
    pthread_rwlock_init(&font_work, &attributes);
    pthread_rwlockattr_destroy(&attributes);
}

static create_function cairo_create_function(void) {
    create_function function = atomic_load_explicit(&real_create, memory_order_acquire);
    if (function == NULL) {
        function = (create_function)dlsym(RTLD_NEXT, "cairo_scaled_font_create");
        atomic_store_explicit(&real_create, function, memory_order_release);
    }
    return function;
}

static size_t slot_of(const void *font) {
    uintptr_t bits = (uintptr_t)font;
    return (size_t)((bits >> 4) * 0x9E3779B97F4A7C15ull >> 32) % SLOTS;
}

/// The slot holding `font`, or the empty slot where it would go. Call with `guard` held.
static size_t find(const void *font) {
    size_t slot = slot_of(font);
    while (slots[slot] != NULL && slots[slot] != font) slot = (slot + 1) % SLOTS;
    return slot;
}

cairo_scaled_font_t *cairo_scaled_font_create(
    cairo_font_face_t *face, const cairo_matrix_t *font_matrix, const cairo_matrix_t *ctm,
    const cairo_font_options_t *options) {
    create_function create = cairo_create_function();
    pthread_mutex_lock(&guard);
    cairo_scaled_font_t *font = create(face, font_matrix, ctm, options);
    if (font != NULL && cairo_scaled_font_status(font) == 0) {
        size_t slot = find(font);
        if (slots[slot] == NULL && atomic_load_explicit(&pinned, memory_order_relaxed) < CAPACITY) {
            slots[slot] = cairo_scaled_font_reference(font);
            atomic_fetch_add_explicit(&pinned, 1, memory_order_relaxed);
        }
    }
    pthread_mutex_unlock(&guard);
    return font;
}

bool tableshot_scaled_font_pins_interposed(void) {
    return dlsym(RTLD_DEFAULT, "cairo_scaled_font_create") == (void *)cairo_scaled_font_create;
}

uint64_t tableshot_scaled_font_pins_count(void) { return atomic_load_explicit(&pinned, memory_order_relaxed); }

uint64_t tableshot_scaled_font_pins_capacity(void) { return CAPACITY; }

bool tableshot_scaled_font_pins_full(void) {
    return atomic_load_explicit(&pinned, memory_order_relaxed) >= CAPACITY;
}

bool tableshot_scaled_font_pins_holds(const void *font) {
    pthread_mutex_lock(&guard);
    bool held = font != NULL && slots[find(font)] == font;
    pthread_mutex_unlock(&guard);
    return held;
}

/// Gives back every pin; only while no other thread creates, draws with or releases a scaled font.
static void release_all(void) {
    pthread_mutex_lock(&guard);
    for (size_t slot = 0; slot < SLOTS; slot++) {
        if (slots[slot] == NULL) continue;
        cairo_scaled_font_destroy(slots[slot]);
        slots[slot] = NULL;
    }
    atomic_store_explicit(&pinned, 0, memory_order_relaxed);
    pthread_mutex_unlock(&guard);
}

void tableshot_font_work_begin(void) {
    if (font_work_depth++ == 0) pthread_rwlock_rdlock(&font_work);
}

void tableshot_font_work_end(void) {
    if (--font_work_depth == 0) pthread_rwlock_unlock(&font_work);
}

bool tableshot_scaled_font_pins_release_if_full(void) {
    if (font_work_depth > 0 || !tableshot_scaled_font_pins_full()) return false;
    pthread_rwlock_wrlock(&font_work);
    bool full = tableshot_scaled_font_pins_full();
    if (full) release_all();
    pthread_rwlock_unlock(&font_work);
    return full;
}
