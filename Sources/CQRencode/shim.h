#ifndef SCREENKIT_CQRENCODE_SHIM_H
#define SCREENKIT_CQRENCODE_SHIM_H

#include <qrencode.h>

#endif
