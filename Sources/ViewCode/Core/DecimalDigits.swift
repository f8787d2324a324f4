/// An integer's decimal digits, written on the stack for code that must not make a string per
/// number: `String(value)` runs the generic integer formatter and allocates for the copy.
public enum DecimalDigits {
    /// Calls `body` with the digits of `value` (a leading `-` when negative), ASCII.
    @inlinable
    public static func withDigits<Result>(of value: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // 19 digits and a sign hold every Int.
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &scratch) { raw in
            let digits = raw.bindMemory(to: UInt8.self)
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
