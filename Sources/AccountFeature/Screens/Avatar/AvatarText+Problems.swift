import Domain
import ScreenKit

extension AvatarText {
    /// `problem`, one of the upload check's, in `language`.
    static func wording(of problem: ValidationProblem, in language: Language) -> String {
        let side = MessageArgument.number("side", AvatarImageUseCase.maximumSide)
        switch problem {
        case AvatarImageUseCase.missing: return AvatarText.missing.text(in: language)
        case AvatarImageUseCase.tooLarge: return AvatarText.tooLarge.text(in: language)
        case AvatarImageUseCase.notAnImage: return AvatarText.notAnImage.text(in: language)
        case AvatarImageUseCase.tooManyPixels: return AvatarText.tooManyPixels.text(in: language, side)
        default: return problem.message
        }
    }
}
