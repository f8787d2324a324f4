internal import CSodium

/// Runs a long computation in turns of about ``turnMicroseconds`` of CPU time.
///
/// A password hash takes tens of milliseconds of one CPU. Once the scheduler hands it a CPU it
/// keeps it until the next tick (4 ms with HZ=250), nice 19 or not, and a request thread that
/// became runnable meanwhile waits that long. Here a timer signals the computing thread twice a
/// turn, and the signal's handler yields once the thread has computed a whole turn; meanwhile
/// the thread asks the scheduler for its time in requests one turn long, so a yield gives up
/// none of its fair share (the details are in CSodium's `cpu_slices.h`). The system calls the
/// computation makes itself (libsodium maps and fills the hash's memory in one) are not cut.
enum CPUSlices {
    /// Long next to a request (tens of microseconds), short next to a tick, and above the
    /// shortest request the scheduler takes (100 µs); the signals and the yield of a turn cost
    /// a few microseconds, about 1 % of the computation.
    static let turnMicroseconds = 200

    static func run<Result, Failure>(_ computation: () throws(Failure) -> Result) throws(Failure) -> Result {
        let slices = sk_cpu_slices_begin(turnMicroseconds)
        defer { sk_cpu_slices_end(slices) }
        return try computation()
    }
}
