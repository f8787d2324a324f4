import ScreenKit
import Synchronization

/// A clock the test moves by hand.
final class ManualClock: WallClock {
    private let seconds: Mutex<Int>

    init(_ start: Int = 1_800_000_000) {
        seconds = Mutex(start)
    }

    var secondsSince1970: Int { seconds.withLock { $0 } }

    func advance(by delta: Int) {
        seconds.withLock { $0 += delta }
    }
}
