#ifndef TABLESHOT_CZLIB_SHIM_H
#define TABLESHOT_CZLIB_SHIM_H
// zlib: deflate for the PNG encoder and crc32/adler32 for its chunks.
#include <zlib.h>
#endif
