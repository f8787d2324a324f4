#if canImport(Glibc)
import Glibc
#endif

/// The time of day in whole seconds since 1970, behind a protocol so that expiry can be tested
/// without waiting.
public protocol WallClock: Sendable {
    var secondsSince1970: Int { get }
}

/// The system's real-time clock.
public struct SystemClock: WallClock {
    public init() {}

    public var secondsSince1970: Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int(now.tv_sec)
    }
}
