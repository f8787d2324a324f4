#ifndef SCREENKIT_CCURL_SHIM_H
#define SCREENKIT_CCURL_SHIM_H

#include <curl/curl.h>

#endif
