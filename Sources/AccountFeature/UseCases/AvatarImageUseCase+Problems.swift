import Domain
import ScreenKit

/// What the upload check refuses, worded by the picture screen's catalog.
extension AvatarImageUseCase {
    static let missing = ValidationProblem(AvatarText.missing)
    static let tooLarge = ValidationProblem(AvatarText.tooLarge)
    static let notAnImage = ValidationProblem(AvatarText.notAnImage)
    static let tooManyPixels = ValidationProblem(AvatarText.tooManyPixels, .number("side", maximumSide))
}
