public import ScreenKit

/// The home screen's path, written once.
public enum HomePaths {
    public static let home = Path("/")
}
