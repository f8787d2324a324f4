#ifndef SCREENKIT_CSODIUM_SHIM_H
#define SCREENKIT_CSODIUM_SHIM_H

#include <sodium.h>
#include "cpu_slices.h"

#endif
