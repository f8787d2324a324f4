internal import CMicroHTTPD

/// Keeps a response body alive while libmicrohttpd sends it from the array's own storage.
final class ResponseBodyOwner {
    let bytes: [UInt8]
    /// The array's storage address; stable because `bytes` is never mutated.
    let baseAddress: UnsafeMutableRawPointer?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        baseAddress = bytes.withUnsafeBytes { UnsafeMutableRawPointer(mutating: $0.baseAddress) }
    }

    /// libmicrohttpd calls this once the response is destroyed, with the retained owner.
    static let release: MHD_ContentReaderFreeCallback = { context in
        guard let context else { return }
        Unmanaged<ResponseBodyOwner>.fromOpaque(context).release()
    }
}
