// expect-error: cannot use optional chaining on non-optional value of type 'UnsafeMutableRawPointer'
// Darwin's <pthread.h> is inside assume_nonnull: the destructor's pointer is not optional.
import Darwin

func makeKey() -> pthread_key_t {
    var key = pthread_key_t()
    _ = pthread_key_create(&key, { pointer in pointer?.deallocate() })
    return key
}
