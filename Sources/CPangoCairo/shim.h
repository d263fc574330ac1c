#ifndef TABLESHOT_CPANGOCAIRO_SHIM_H
#define TABLESHOT_CPANGOCAIRO_SHIM_H
// Cairo, Pango (with its FreeType/fontconfig back end) and fontconfig: the
// only C libraries TableRender draws with (to pixels, PDF and SVG); FreeType to open the faces Cairo draws
// with (FontFaces).
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangoft2.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fcfreetype.h>
#include <hb.h>
#endif
