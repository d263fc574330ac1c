#ifndef TABLESHOT_CBROTLI_SHIM_H
#define TABLESHOT_CBROTLI_SHIM_H
// Google's brotli (RFC 7932), from Debian's libbrotli-dev: the server's `Content-Encoding: br` (its encoder), and
// the tests' check of what it sent (its decoder).
#include <brotli/encode.h>
#include <brotli/decode.h>
#endif
