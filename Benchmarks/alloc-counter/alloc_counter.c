// Counts heap allocations for the render benchmark when preloaded (LD_PRELOAD).
// The benchmark reads the counters through sk_alloc_counts(), found with dlsym.
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static _Atomic uint64_t calls;
static _Atomic uint64_t bytes;

void *malloc(size_t size) { calls++; bytes += size; return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { calls++; bytes += count * size; return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { calls++; bytes += size; return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    calls++; bytes += size;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; // ENOMEM
    *result = pointer;
    return 0;
}

void sk_alloc_counts(uint64_t *call_count, uint64_t *byte_count) {
    *call_count = calls;
    *byte_count = bytes;
}
