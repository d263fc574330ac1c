#ifndef TABLESHOT_CLIBCRYPTO_SHIM_H
#define TABLESHOT_CLIBCRYPTO_SHIM_H
// OpenSSL's libcrypto, for SHA-256 (ETags, cache keys, font digests) and HMAC-SHA256 (signed URLs): its block function picks the CPU's
// SHA extensions or AVX2 at run time (about 1.7 GB/s on the build machines against about 0.1 GB/s for a Swift
// loop). The one-shot SHA256_* calls are deprecated in OpenSSL 3 in favour of EVP, whose per-digest fetch costs
// more than hashing a spec; they are kept, and stable, in every 3.x release.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/sha.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#endif
