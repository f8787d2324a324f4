/// Keeps the key out of logs, `print`, string interpolation and `dump`.
extension MessageAuthenticator: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "MessageAuthenticator(key: <redacted>)" }

    public var debugDescription: String { description }

    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
