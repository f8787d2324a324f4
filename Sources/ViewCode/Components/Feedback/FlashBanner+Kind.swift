extension FlashBanner {
    /// What a banner reports.
    public enum Kind: Sendable, CaseIterable {
        case success
        case info
        case error

        /// The classes that pick the banner's accent, e.g. `flash flash-success`.
        public var className: String {
            switch self {
            case .success: "flash flash-success"
            case .info: "flash flash-info"
            case .error: "flash flash-error"
            }
        }

        /// `alert` for errors, which screen readers announce at once; `status` for the
        /// rest, which they announce when idle.
        public var role: String {
            self == .error ? "alert" : "status"
        }
    }
}
