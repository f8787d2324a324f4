#ifndef SCREENKIT_CSODIUM_CPU_SLICES_H
#define SCREENKIT_CSODIUM_CPU_SLICES_H

// A long computation (a password hash: tens of milliseconds on one CPU) that is handed the CPU
// keeps it until the scheduler's next tick, 4 ms on a kernel built with HZ=250, however low its
// priority; a request thread that became runnable meanwhile waits all of it. A timer that
// signals the computing thread every few hundred microseconds, and a handler that yields,
// end each turn early. A signal handler must be C, hence this header.
//
// Under EEVDF (Linux 6.6 and later) a thread asks the scheduler for its time in requests of a
// length it may set since 6.12 (`sched_runtime`; by default 0.7 ms times 1 + log2 of the CPUs,
// 1.4 ms on 2), and a yield forfeits what is left of the current request. Yielding every turn
// out of a default-sized request would give up most of the computation's fair share, so the
// request is made one turn long meanwhile.

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/// The signal the slice timer sends: one of the real-time signals glibc leaves to programs.
static inline int sk_slice_signal(void) {
    return SIGRTMIN + 3;
}

/// The calling thread's CPU time in nanoseconds, or -1.
static inline int64_t sk_thread_cpu_nanoseconds(void) {
    struct timespec now;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0) return -1;
    return (int64_t) now.tv_sec * 1000000000 + now.tv_nsec;
}

/// The calling thread's turn: its length, and the thread's CPU time when it began. Read by the
/// handler on the thread it interrupts. (Variables inside a function, because Swift's importer
/// emits a header's functions, not its variables.)
struct sk_turn { int64_t nanoseconds; int64_t began; };

static inline struct sk_turn *sk_current_turn(void) {
    static __thread struct sk_turn turn;
    return &turn;
}

/// Gives the CPU to any thread that waits for it once this thread has computed a whole turn.
/// The timer runs on the wall clock: a signal that arrives just after the thread was handed the
/// CPU again finds it had no turn yet, and is let pass (a yield forfeits the request's rest).
/// Only system calls and this thread's own variables: safe in a signal handler.
static void sk_yield_at_slice_end(int signal) {
    (void) signal;
    int saved = errno;
    int64_t now = sk_thread_cpu_nanoseconds();
    struct sk_turn *turn = sk_current_turn();
    if (now >= 0 && now - turn->began >= turn->nanoseconds) {
        // The next turn counts from here: waiting for the CPU adds no CPU time.
        sched_yield();
        turn->began = now;
    }
    errno = saved;
}

static void sk_install_slice_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = sk_yield_at_slice_end;
    // The computation makes system calls of its own (mmap for its memory): restart them.
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(sk_slice_signal(), &action, NULL);
}

/// `struct sched_attr` as the kernel's first version of it (48 bytes), which every kernel takes.
struct sk_sched_attr {
    uint32_t size;
    uint32_t policy;
    uint64_t flags;
    int32_t nice;
    uint32_t priority;
    uint64_t runtime;
    uint64_t deadline;
    uint64_t period;
};

/// A timer slicing the calling thread's computation; `active` is 0 when none could be made.
/// `scheduling` holds the thread's request length from before, when it could be changed.
struct sk_cpu_slices {
    timer_t timer;
    int active;
    int rescheduled;
    struct sk_sched_attr scheduling;
};

/// Makes the calling thread's scheduler request `microseconds` long, keeping its policy and
/// nice value; records the attributes it had. Returns 1 if it changed them.
static inline int sk_shorten_scheduler_request(struct sk_sched_attr *before, long microseconds) {
    memset(before, 0, sizeof *before);
    if (syscall(SYS_sched_getattr, 0, before, sizeof *before, 0) != 0) return 0;
    // Only the fair policies (SCHED_OTHER 0, SCHED_BATCH 3) have a request length to set.
    if (before->policy != 0 && before->policy != 3) return 0;
    struct sk_sched_attr shorter = *before;
    shorter.size = sizeof shorter;
    shorter.flags = 0;
    shorter.runtime = (uint64_t) microseconds * 1000;
    return syscall(SYS_sched_setattr, 0, &shorter, 0) == 0;
}

/// Starts slicing the calling thread's time on a CPU into turns of at most `microseconds`
/// (below one second). Without a timer (the system refused one) the computation runs unsliced.
static inline struct sk_cpu_slices sk_cpu_slices_begin(long microseconds) {
    static pthread_once_t handler_installed = PTHREAD_ONCE_INIT;
    pthread_once(&handler_installed, sk_install_slice_handler);

    struct sk_cpu_slices slices;
    memset(&slices, 0, sizeof slices);
    *sk_current_turn() = (struct sk_turn) { (int64_t) microseconds * 1000, sk_thread_cpu_nanoseconds() };
    struct sigevent event;
    memset(&event, 0, sizeof event);
    // To this thread alone: `_tid` is what glibc names sigev_notify_thread_id under _GNU_SOURCE.
    event.sigev_notify = SIGEV_THREAD_ID;
    event.sigev_signo = sk_slice_signal();
    event._sigev_un._tid = (pid_t) syscall(SYS_gettid);
    if (timer_create(CLOCK_MONOTONIC, &event, &slices.timer) != 0) return slices;

    // Two signals a turn: a turn ends at most half a turn late.
    struct itimerspec period;
    memset(&period, 0, sizeof period);
    period.it_value.tv_nsec = microseconds * 500;
    period.it_interval.tv_nsec = microseconds * 500;
    if (timer_settime(slices.timer, 0, &period, NULL) != 0) {
        timer_delete(slices.timer);
        return slices;
    }
    slices.active = 1;
    slices.rescheduled = sk_shorten_scheduler_request(&slices.scheduling, microseconds);
    return slices;
}

/// Stops the slicing `sk_cpu_slices_begin` started and gives the thread its scheduler request
/// back. A signal still pending is harmless: the handler stays installed, and yields at most
/// once more.
static inline void sk_cpu_slices_end(struct sk_cpu_slices slices) {
    if (!slices.active) return;
    timer_delete(slices.timer);
    if (slices.rescheduled) {
        slices.scheduling.size = sizeof slices.scheduling;
        slices.scheduling.flags = 0;
        syscall(SYS_sched_setattr, 0, &slices.scheduling, 0);
    }
}

#endif
