#ifndef SCREENKIT_CMICROHTTPD_SHIM_H
#define SCREENKIT_CMICROHTTPD_SHIM_H

// libmicrohttpd's daemon start and its info getters are variadic, which Swift cannot call.
// These inline wrappers give Swift fixed signatures; nothing else of libmicrohttpd's API needs one.
// The server's threads also need a few system calls that Glibc does not show Swift.

#include <errno.h>
#include <stdint.h>
#include <stddef.h>
#include <unistd.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <microhttpd.h>

typedef void *(*sk_uri_log_callback)(void *cls, const char *uri, struct MHD_Connection *connection);
typedef size_t (*sk_unescape_callback)(void *cls, struct MHD_Connection *connection, char *s);

/// Everything the daemon is started with, as plain fields.
struct sk_daemon_config {
    unsigned int flags;
    unsigned int thread_pool_size;
    unsigned int connection_timeout_seconds;
    unsigned int connection_limit;
    unsigned int per_address_connection_limit;
    size_t connection_memory_limit;
    MHD_AccessHandlerCallback access_handler;
    MHD_RequestCompletedCallback request_completed;
    MHD_NotifyConnectionCallback connection_notified;
    sk_uri_log_callback uri_log;
    sk_unescape_callback unescape;
    void *context;
};

static inline struct MHD_Daemon *sk_start_daemon(const struct sk_daemon_config *config) {
    struct MHD_OptionItem options[] = {
        { MHD_OPTION_THREAD_POOL_SIZE, (intptr_t) config->thread_pool_size, NULL },
        { MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t) config->connection_timeout_seconds, NULL },
        { MHD_OPTION_CONNECTION_LIMIT, (intptr_t) config->connection_limit, NULL },
        { MHD_OPTION_PER_IP_CONNECTION_LIMIT, (intptr_t) config->per_address_connection_limit, NULL },
        { MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t) config->connection_memory_limit, NULL },
        { MHD_OPTION_NOTIFY_COMPLETED, (intptr_t) config->request_completed, config->context },
        { MHD_OPTION_NOTIFY_CONNECTION, (intptr_t) config->connection_notified, config->context },
        { MHD_OPTION_URI_LOG_CALLBACK, (intptr_t) config->uri_log, config->context },
        { MHD_OPTION_UNESCAPE_CALLBACK, (intptr_t) config->unescape, config->context },
        // Strict parsing: no Host-less HTTP/1.1, no whitespace in header names, no folded
        // header lines; the ambiguities request smuggling lives on.
        { MHD_OPTION_STRICT_FOR_CLIENT, (intptr_t) 1, NULL },
        { MHD_OPTION_END, 0, NULL },
    };
    return MHD_start_daemon(config->flags, 0, NULL, NULL,
                            config->access_handler, config->context,
                            MHD_OPTION_ARRAY, options,
                            MHD_OPTION_END);
}

/// The client's address, or NULL when libmicrohttpd does not know it.
static inline const struct sockaddr *sk_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

/// The connection's socket, or -1 when libmicrohttpd does not say.
static inline int sk_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/// How many connections the daemon holds open right now.
static inline unsigned int sk_connection_count(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

/// The pointer the connection-notify callback stored for this connection, or NULL.
static inline void *sk_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

/// The connection's socket, or -1.
static inline int sk_connection_descriptor(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/// The bytes of the request line and headers (with their line ends) once the headers are in,
/// or 0.
static inline size_t sk_request_head_size(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    return info == NULL ? 0 : info->header_size;
}

/// Bytes received on a socket and not read yet, or -1 with errno set (`ioctl` is variadic).
static inline int sk_unread_bytes(int descriptor) {
    int count = 0;
    return ioctl(descriptor, FIONREAD, &count) == 0 ? count : -1;
}

/// How many connections wait in a listening socket's accept queue (Linux reports it in
/// `tcpi_unacked` for a listening socket), or -1 with errno set.
static inline int sk_accept_queue_length(int listen_descriptor) {
    struct tcp_info info;
    socklen_t length = sizeof info;
    if (getsockopt(listen_descriptor, IPPROTO_TCP, TCP_INFO, &info, &length) != 0) return -1;
    return (int) info.tcpi_unacked;
}

/// A non-blocking eventfd, closed on exec: one thread's wake-up call to another.
static inline int sk_wake_channel(void) {
    return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

/// The status libmicrohttpd queued on the connection (its own error answers included), or 0.
static inline unsigned int sk_http_status(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_HTTP_STATUS);
    return info == NULL ? 0 : info->http_status;
}

/// Lowers the calling thread's scheduling priority by `increment` nice steps (capped at 19).
/// Linux keeps a nice value per thread, addressed by the thread's id; `gettid` is hidden from
/// Swift and `syscall` is variadic, hence this wrapper. Returns 0, or the failure's errno.
static inline int sk_lower_thread_priority(int increment) {
    id_t thread = (id_t) syscall(SYS_gettid);
    errno = 0;
    int current = getpriority(PRIO_PROCESS, thread);
    if (current == -1 && errno != 0) {
        return errno;
    }
    int lowered = current + increment > 19 ? 19 : current + increment;
    return setpriority(PRIO_PROCESS, thread, lowered) == 0 ? 0 : errno;
}

/// Accepts a client on a listening socket, its socket non-blocking and closed on exec from the
/// start. `accept4` is a GNU extension Glibc shows Swift only under _GNU_SOURCE, hence the
/// system call. Returns the descriptor, or -1 with errno set.
static inline int sk_accept(int listen_descriptor, struct sockaddr *address, socklen_t *length) {
    return (int) syscall(SYS_accept4, listen_descriptor, address, length, SOCK_NONBLOCK | SOCK_CLOEXEC);
}

/// A CPU mask as the kernel's affinity calls take it. The calls are made directly: glibc's
/// `cpu_set_t` and `sched_setaffinity` need _GNU_SOURCE, which would give this module other
/// definitions of the system headers than the rest of the program sees.
struct sk_cpu_mask { unsigned long words[16]; };

/// The calling thread's affinity mask and how many CPUs it allows (0 when unknown).
static inline int sk_get_cpu_mask(struct sk_cpu_mask *mask) {
    *mask = (struct sk_cpu_mask) { { 0 } };
    if (syscall(SYS_sched_getaffinity, 0, sizeof mask->words, mask->words) < 0) return 0;
    int count = 0;
    for (int word = 0; word < 16; word++) count += __builtin_popcountl(mask->words[word]);
    return count;
}

/// How many CPUs the calling thread may run on (its affinity mask), or 0 when unknown.
static inline int sk_allowed_cpu_count(void) {
    struct sk_cpu_mask mask;
    return sk_get_cpu_mask(&mask);
}

/// The calling thread's own flag: set once `sk_pin_thread` ran on it. (A variable inside a
/// function, because Swift's importer emits the header's functions, not its variables.)
static inline int *sk_thread_pinned_flag(void) {
    static __thread int pinned;
    return &pinned;
}

static inline int sk_thread_is_pinned(void) {
    return *sk_thread_pinned_flag();
}

/// Binds the calling thread to the `nth` CPU (counting from 0, wrapping) of those it may run
/// on, and marks it pinned whether or not the system agreed. Returns 0, or the failure's errno.
static inline int sk_pin_thread(unsigned int nth) {
    *sk_thread_pinned_flag() = 1;
    struct sk_cpu_mask allowed;
    int count = sk_get_cpu_mask(&allowed);
    if (count == 0) return EINVAL;
    int skip = (int) (nth % (unsigned int) count);
    const int bits = (int) (8 * sizeof allowed.words[0]);
    for (int cpu = 0; cpu < 16 * bits; cpu++) {
        if (!(allowed.words[cpu / bits] >> (cpu % bits) & 1UL) || skip-- > 0) continue;
        struct sk_cpu_mask one = { { 0 } };
        one.words[cpu / bits] = 1UL << (cpu % bits);
        return syscall(SYS_sched_setaffinity, 0, sizeof one.words, one.words) == 0 ? 0 : errno;
    }
    return EINVAL;
}

/// Names the calling thread (at most 15 bytes are kept), so `top -H` and `ps -L` tell it apart.
static inline void sk_name_thread(const char *name) {
    prctl(PR_SET_NAME, (unsigned long) name, 0, 0, 0);
}


/// An epoll instance that watches sockets for their peer going away, with an eventfd that
/// wakes its waiter: key 0 is the wake-up, every other key is the caller's.
static inline int sk_hangup_watcher_create(int *wake_up) {
    int watcher = epoll_create1(EPOLL_CLOEXEC);
    int event_fd = eventfd(0, EFD_CLOEXEC);
    if (watcher < 0 || event_fd < 0) {
        if (watcher >= 0) close(watcher);
        if (event_fd >= 0) close(event_fd);
        return -1;
    }
    struct epoll_event event = { .events = EPOLLIN, .data = { .u64 = 0 } };
    if (epoll_ctl(watcher, EPOLL_CTL_ADD, event_fd, &event) != 0) {
        close(watcher);
        close(event_fd);
        return -1;
    }
    *wake_up = event_fd;
    return watcher;
}

/// Watches `fd` for its peer closing (or the socket failing), reported with `key`.
static inline int sk_hangup_watch(int watcher, int fd, uint64_t key) {
    struct epoll_event event = { .events = EPOLLRDHUP | EPOLLHUP | EPOLLERR, .data = { .u64 = key } };
    return epoll_ctl(watcher, EPOLL_CTL_ADD, fd, &event);
}

static inline int sk_hangup_unwatch(int watcher, int fd) {
    return epoll_ctl(watcher, EPOLL_CTL_DEL, fd, NULL);
}

/// Waits for hang-ups: fills `keys` (up to `capacity`) and returns how many, or -1 with errno.
static inline int sk_hangup_wait(int watcher, uint64_t *keys, int capacity) {
    struct epoll_event events[64];
    int wanted = capacity < 64 ? capacity : 64;
    int count = epoll_wait(watcher, events, wanted, -1);
    for (int index = 0; index < count; index++) {
        keys[index] = events[index].data.u64;
    }
    return count;
}

static inline void sk_hangup_wake(int wake_up) {
    uint64_t one = 1;
    (void) write(wake_up, &one, sizeof one);
}

#endif
