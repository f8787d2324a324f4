import Testing
@testable import Mail
