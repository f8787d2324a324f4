/// Keeps script out of URL attributes. Escaping makes a value unable to leave its attribute,
/// but `href="javascript:…"` runs script without leaving it, so such URLs are replaced.
@usableFromInline
enum URLSafety {
    /// What a refused URL becomes: a valid URL that goes nowhere.
    static let blockedURL = "about:invalid#blocked"

    /// Schemes that run code or smuggle a document instead of naming a resource.
    private static let blockedSchemes: [[UInt8]] = ["javascript", "vbscript", "data"].map { Array($0.utf8) }

    @usableFromInline
    static func checked(_ url: String) -> String {
        isSafe(url) ? url : blockedURL
    }

    /// Whether `url` is free of a blocked scheme, read the way a browser's URL parser reads
    /// it: leading spaces and control characters ignored, tabs and newlines ignored anywhere,
    /// letters compared without case. Relative URLs are safe; the loop stops at their first
    /// character that fits no blocked scheme.
    static func isSafe(_ url: String) -> Bool {
        var candidates: UInt8 = 0b111
        var position = 0
        var started = false
        for byte in url.utf8 {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if !started {
                if byte <= 0x20 { continue }
                started = true
            }
            if byte == UInt8(ascii: ":") {
                for (index, scheme) in blockedSchemes.enumerated()
                where candidates & (1 << index) != 0 && scheme.count == position {
                    return false
                }
                return true
            }
            let lowercased = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            for (index, scheme) in blockedSchemes.enumerated() where candidates & (1 << index) != 0 {
                if position >= scheme.count || scheme[position] != lowercased {
                    candidates &= ~(1 << index)
                }
            }
            if candidates == 0 { return true }
            position += 1
        }
        return true
    }

    /// Whether an attribute of this name holds a URL that is followed or loaded.
    static func isURLAttribute(_ name: String) -> Bool {
        ["href", "src", "action", "formaction", "xlink:href", "poster", "cite"].contains(name.lowercased())
    }
}
