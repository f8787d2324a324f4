// Renders screen-sized pages from the view DSL many times and reports the time per page and,
// when run with the allocation counter preloaded, the heap allocations per render. The figures
// are held to their thresholds by `Benchmarks/run --render`, which runs this.
import Glibc
import ViewCode

typealias AllocationCounts = @convention(c) (UnsafeMutablePointer<UInt64>, UnsafeMutablePointer<UInt64>) -> Void

let renders = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 20_000 : 20_000
let hidden: HiddenFormFields = [(name: "csrf_token", value: "1800000000.q1X3b9Qm0yK2v7Wn4Rt6Ys8Zp5Lc1Hd3Fg0Jk2Mn4Pq")]
// A nil handle is RTLD_DEFAULT: the counter is found only when it was preloaded.
let counter = dlsym(nil, "sk_alloc_counts").map { unsafeBitCast($0, to: AllocationCounts.self) }

/// Renders `page` the way the server does (hidden form fields set, one buffer per page) and
/// prints the time and allocations per render.
func measure(_ label: String, _ page: some HTML) {
    func renderOnce() -> Int {
        var buffer = HTMLBuffer(reservingCapacity: 8192)
        buffer.hiddenFormFields = hidden
        page.render(into: &buffer)
        return buffer.bytes.count
    }
    var size = 0
    for _ in 0..<1000 { size = renderOnce() }
    var callsBefore: UInt64 = 0, bytesBefore: UInt64 = 0, callsAfter: UInt64 = 0, bytesAfter: UInt64 = 0
    counter?(&callsBefore, &bytesBefore)
    let start = ContinuousClock.now
    var checksum = 0
    for _ in 0..<renders { checksum &+= renderOnce() }
    let elapsed = ContinuousClock.now - start
    counter?(&callsAfter, &bytesAfter)

    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    let microseconds = nanoseconds / Double(renders) / 1000
    print("render \(label): \(renders) renders of a \(size)-byte page (checksum \(checksum % 997))")
    var line = "render \(label): \(String(format: microseconds, precision: 2)) us per page"
    if counter != nil {
        let calls = Double(callsAfter - callsBefore) / Double(renders)
        let bytes = Double(bytesAfter - bytesBefore) / Double(renders)
        line += ", \(String(format: calls, precision: 1)) allocations, \(String(format: bytes, precision: 0)) bytes allocated"
    } else {
        line += " (allocations not counted: run with the allocation counter preloaded, as make bench does)"
    }
    print(line)
}

measure("sign-in page", LoginPage.sample)
measure("members page", MembersPage.sample)

extension String {
    init(format value: Double, precision: Int) {
        var scale = 1.0
        for _ in 0..<precision { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        self = precision == 0 ? String(Int(rounded)) : String(rounded)
    }
}
