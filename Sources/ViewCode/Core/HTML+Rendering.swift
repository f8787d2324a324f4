extension HTML {
    /// Renders into a fresh buffer and returns its bytes: what a response body needs.
    ///
    /// - Parameters:
    ///   - hiddenFormFields: Fields every POST ``Form`` carries (see
    ///     ``HTMLBuffer/hiddenFormFields``).
    ///   - capacity: Bytes to reserve up front.
    @inlinable
    public func renderedBytes(
        hiddenFormFields: [(name: String, value: String)] = [],
        reservingCapacity capacity: Int = 4096
    ) -> [UInt8] {
        var buffer = HTMLBuffer(reservingCapacity: capacity)
        buffer.hiddenFormFields = HiddenFormFields(hiddenFormFields)
        render(into: &buffer)
        return buffer.takeBytes()
    }

    /// Renders into a fresh buffer and returns the HTML as a string, for tests and logs.
    @inlinable
    public func renderedString(hiddenFormFields: [(name: String, value: String)] = []) -> String {
        String(decoding: renderedBytes(hiddenFormFields: hiddenFormFields), as: UTF8.self)
    }
}
