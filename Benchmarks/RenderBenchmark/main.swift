// Renders a screen-sized page from the view DSL many times and reports the time per page and,
// when run with the allocation counter preloaded, the heap allocations per render.
import Glibc
import ViewCode

typealias AllocationCounts = @convention(c) (UnsafeMutablePointer<UInt64>, UnsafeMutablePointer<UInt64>) -> Void

let renders = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 20_000 : 20_000
let page = MembersPage.sample
let hidden = [(name: "csrf_token", value: "1800000000.q1X3b9Qm0yK2v7Wn4Rt6Ys8Zp5Lc1Hd3Fg0Jk2Mn4Pq")]

func renderOnce() -> Int {
    var buffer = HTMLBuffer(reservingCapacity: 8192)
    buffer.hiddenFormFields = hidden
    page.render(into: &buffer)
    return buffer.bytes.count
}

var size = 0
for _ in 0..<1000 { size = renderOnce() }

// A nil handle is RTLD_DEFAULT: the counter is found only when it was preloaded.
let counter = dlsym(nil, "sk_alloc_counts").map { unsafeBitCast($0, to: AllocationCounts.self) }
var callsBefore: UInt64 = 0, bytesBefore: UInt64 = 0, callsAfter: UInt64 = 0, bytesAfter: UInt64 = 0
counter?(&callsBefore, &bytesBefore)
let start = ContinuousClock.now
var checksum = 0
for _ in 0..<renders { checksum &+= renderOnce() }
let elapsed = ContinuousClock.now - start
counter?(&callsAfter, &bytesAfter)

let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
print("render: \(renders) renders of a \(size)-byte page (checksum \(checksum % 997))")
print("render: \(String(format: nanoseconds / Double(renders) / 1000, precision: 2)) us per page")
if counter != nil {
    let calls = Double(callsAfter - callsBefore) / Double(renders)
    let bytes = Double(bytesAfter - bytesBefore) / Double(renders)
    print("render: \(String(format: calls, precision: 1)) allocations, \(String(format: bytes, precision: 0)) bytes allocated per render")
} else {
    print("render: allocations not counted (run with the allocation counter preloaded, as make bench does)")
}

extension String {
    init(format value: Double, precision: Int) {
        var scale = 1.0
        for _ in 0..<precision { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        self = precision == 0 ? String(Int(rounded)) : String(rounded)
    }
}
