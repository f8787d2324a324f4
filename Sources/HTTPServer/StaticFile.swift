import HTTPCore

/// A file of the public folder held in memory, with the headers sent with it built once.
///
/// A class so that a cache hit shares one reference across the pool's threads instead of
/// retaining each of its strings: refcount traffic on shared objects is what costs there.
final class StaticFile: Sendable {
    let bytes: [UInt8]
    let entityTag: String
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int
    let inode: UInt64
    /// Headers of a 200 answer.
    let headers: HTTPHeaders
    /// Headers of a 304 answer: the validators and caching policy, no content headers.
    let notModifiedHeaders: HTTPHeaders

    init(bytes: [UInt8], contentType: String, cacheControl: String, modifiedSeconds: Int, modifiedNanoseconds: Int, inode: UInt64) {
        self.bytes = bytes
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.inode = inode
        let entityTag = "\"\(String(bytes.count, radix: 16))-\(String(modifiedSeconds, radix: 16))\(String(modifiedNanoseconds / 1000, radix: 16))\""
        self.entityTag = entityTag
        var validators = HTTPHeaders()
        validators.add("ETag", entityTag)
        validators.add("Last-Modified", HTTPDate.format(secondsSince1970: modifiedSeconds))
        validators.add("Cache-Control", cacheControl)
        notModifiedHeaders = validators
        validators.add("Content-Type", contentType)
        validators.add("X-Content-Type-Options", "nosniff")
        headers = validators
    }

    /// Whether the file on disk is still the one held here.
    func matches(size: Int, modifiedSeconds: Int, modifiedNanoseconds: Int, inode: UInt64) -> Bool {
        bytes.count == size && self.modifiedSeconds == modifiedSeconds
            && self.modifiedNanoseconds == modifiedNanoseconds && self.inode == inode
    }
}
