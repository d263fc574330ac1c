#ifndef TABLESHOT_CLIBDEFLATE_SHIM_H
#define TABLESHOT_CLIBDEFLATE_SHIM_H
// libdeflate, for its CRC-32 only: the PNG's IDAT strips are checksummed with carry-less multiplication
// (PCLMULQDQ, chosen at run time), about 4 × zlib's table-driven crc32_z on this machine (172 KB: 12 against
// 45 µs). The deflating itself is ours (RunLengthDeflater).
#include <libdeflate.h>
#endif
