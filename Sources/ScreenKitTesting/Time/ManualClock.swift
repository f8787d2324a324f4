public import ScreenKit
import Synchronization

/// A clock the test moves by hand: session expiry, throttling windows and join dates without
/// waiting.
public final class ManualClock: WallClock {
    private let seconds: Mutex<Int>

    public init(_ start: Int = 1_800_000_000) {
        seconds = Mutex(start)
    }

    public var secondsSince1970: Int { seconds.withLock { $0 } }

    public func advance(by delta: Int) {
        seconds.withLock { $0 += delta }
    }
}
