// Stand-in for the parts of Apple's Darwin C library that SmartCodable calls, for
// Scripts/apple-check.sh. Each prototype is written as the macOS/iOS SDK declares it
// (<pthread.h>, <sys/_types.h>), because what matters to Swift is how it imports:
// <pthread.h> sits inside `assume_nonnull`, so an unannotated pointer is non-optional in
// Swift (the destructor of pthread_key_create receives `UnsafeMutableRawPointer`, not an
// optional), and `_Nullable` marks the ones that are optional.
//
// Types whose definitions would collide with Glibc's inside one Clang instance (struct
// stat) are declared in the Swift half, Darwin.swift, instead.

#include <stddef.h>

typedef unsigned long __darwin_pthread_key_t;
typedef __darwin_pthread_key_t pthread_key_t;

struct __darwin_pthread_handler_rec {
    void (*__routine)(void *);
    void *__arg;
    struct __darwin_pthread_handler_rec *__next;
};

struct _opaque_pthread_t {
    long __sig;
    struct __darwin_pthread_handler_rec *__cleanup_stack;
    char __opaque[8176];
};

typedef struct _opaque_pthread_t *__darwin_pthread_t;
typedef __darwin_pthread_t pthread_t;

#if __has_feature(assume_nonnull)
_Pragma("clang assume_nonnull begin")
#endif

int pthread_key_create(pthread_key_t *, void (* _Nullable)(void *));
int pthread_key_delete(pthread_key_t);
void * _Nullable pthread_getspecific(pthread_key_t);
int pthread_setspecific(pthread_key_t, const void * _Nullable);
pthread_t pthread_self(void);
int pthread_main_np(void);
size_t pthread_get_stacksize_np(pthread_t);
void *pthread_get_stackaddr_np(pthread_t);

#if __has_feature(assume_nonnull)
_Pragma("clang assume_nonnull end")
#endif
