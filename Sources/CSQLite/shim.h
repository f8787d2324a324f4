#ifndef SCREENKIT_CSQLITE_SHIM_H
#define SCREENKIT_CSQLITE_SHIM_H

#include <sqlite3.h>

#endif
