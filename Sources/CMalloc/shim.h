#ifndef TABLESHOT_CMALLOC_SHIM_H
#define TABLESHOT_CMALLOC_SHIM_H
// glibc's mallopt, which Swift's Glibc module does not bring in: see AllocatorTuning.
#include <malloc.h>
#endif
