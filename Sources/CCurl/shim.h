#ifndef SCREENKIT_CCURL_SHIM_H
#define SCREENKIT_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

/* libcurl is opened when the first message is sent, not linked: linked, it and what it brings
   (OpenSSL, Kerberos, LDAP, …) are mapped into every server at start and keep about 3.5 MB
   resident, which a server without --smtp-url would pay for nothing. */

typedef struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    CURLcode (*easy_perform)(CURL *handle);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
} sk_curl_library;

/* Opens libcurl and finds its functions, then runs curl_global_init; 0 on success, -1 when the
   library or a function is missing or it does not start. Call once per process. */
static inline int sk_curl_load(sk_curl_library *library) {
    void *handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return -1;
    library->global_init = (CURLcode (*)(long))dlsym(handle, "curl_global_init");
    library->easy_init = (CURL *(*)(void))dlsym(handle, "curl_easy_init");
    library->easy_setopt = (CURLcode (*)(CURL *, CURLoption, ...))dlsym(handle, "curl_easy_setopt");
    library->easy_getinfo = (CURLcode (*)(CURL *, CURLINFO, ...))dlsym(handle, "curl_easy_getinfo");
    library->easy_perform = (CURLcode (*)(CURL *))dlsym(handle, "curl_easy_perform");
    library->easy_cleanup = (void (*)(CURL *))dlsym(handle, "curl_easy_cleanup");
    library->easy_strerror = (const char *(*)(CURLcode))dlsym(handle, "curl_easy_strerror");
    library->slist_append = (struct curl_slist *(*)(struct curl_slist *, const char *))dlsym(handle, "curl_slist_append");
    library->slist_free_all = (void (*)(struct curl_slist *))dlsym(handle, "curl_slist_free_all");
    if (library->global_init == NULL || library->easy_init == NULL || library->easy_setopt == NULL
        || library->easy_getinfo == NULL || library->easy_perform == NULL || library->easy_cleanup == NULL
        || library->easy_strerror == NULL || library->slist_append == NULL || library->slist_free_all == NULL
        || library->global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        dlclose(handle);
        return -1;
    }
    return 0;
}

/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
   wrapper per kind of argument. */

static inline CURLcode sk_curl_set_long(const sk_curl_library *library, CURL *handle, CURLoption option, long value) {
    return library->easy_setopt(handle, option, value);
}

static inline CURLcode sk_curl_set_string(const sk_curl_library *library, CURL *handle, CURLoption option, const char *value) {
    return library->easy_setopt(handle, option, value);
}

static inline CURLcode sk_curl_set_pointer(const sk_curl_library *library, CURL *handle, CURLoption option, void *value) {
    return library->easy_setopt(handle, option, value);
}

static inline CURLcode sk_curl_set_list(const sk_curl_library *library, CURL *handle, CURLoption option, struct curl_slist *list) {
    return library->easy_setopt(handle, option, list);
}

static inline CURLcode sk_curl_set_read_function(const sk_curl_library *library, CURL *handle, curl_read_callback function) {
    return library->easy_setopt(handle, CURLOPT_READFUNCTION, function);
}

static inline CURLcode sk_curl_get_response_code(const sk_curl_library *library, CURL *handle, long *code) {
    return library->easy_getinfo(handle, CURLINFO_RESPONSE_CODE, code);
}

static inline CURL *sk_curl_easy_init(const sk_curl_library *library) {
    return library->easy_init();
}

static inline CURLcode sk_curl_easy_perform(const sk_curl_library *library, CURL *handle) {
    return library->easy_perform(handle);
}

static inline void sk_curl_easy_cleanup(const sk_curl_library *library, CURL *handle) {
    library->easy_cleanup(handle);
}

static inline const char *sk_curl_easy_strerror(const sk_curl_library *library, CURLcode code) {
    return library->easy_strerror(code);
}

static inline struct curl_slist *sk_curl_slist_append(const sk_curl_library *library, struct curl_slist *list, const char *text) {
    return library->slist_append(list, text);
}

static inline void sk_curl_slist_free_all(const sk_curl_library *library, struct curl_slist *list) {
    library->slist_free_all(list);
}

#endif
