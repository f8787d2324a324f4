extension MessageAuthenticator {
    /// Writes the tag of the bytes in `message` into `tag`, which must hold ``tagByteCount``
    /// bytes: for callers that build the message on the stack and want no array either way.
    public func tag(of message: UnsafeRawBufferPointer, into tag: UnsafeMutableRawBufferPointer) {
        computeTag(of: message, into: tag)
    }
}
