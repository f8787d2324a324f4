import Domain
import Testing
@testable import AccountFeature

@Suite("Avatar images")
struct AvatarImageUseCaseTests {
    let check = AvatarImageUseCase()

    func problemOf(_ result: Result<AvatarImageUseCase.Image, ValidationProblem>) -> ValidationProblem? {
        if case .failure(let problem) = result { return problem }
        return nil
    }

    @Test func aPNGAndAJPEGAreKnownByTheirBytesWithTheirSizes() throws {
        #expect(try check(SampleImages.png(width: 640, height: 480)).get() == .init(format: .png, width: 640, height: 480))
        #expect(try check(SampleImages.jpeg(width: 300, height: 200)).get() == .init(format: .jpeg, width: 300, height: 200))
    }

    @Test(arguments: [
        (Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), AvatarImageUseCase.notAnImage),
        (Array("GIF89a".utf8) + [1, 0, 1, 0], AvatarImageUseCase.notAnImage),
        (Array(SampleImages.png(width: 10, height: 10).prefix(20)), AvatarImageUseCase.notAnImage),
        (SampleImages.png(width: 0, height: 10), AvatarImageUseCase.notAnImage),
        (SampleImages.png(width: 4097, height: 10), AvatarImageUseCase.tooManyPixels),
        (SampleImages.jpeg(width: 10, height: 5000), AvatarImageUseCase.tooManyPixels),
        ([0xFF, 0xD8, 0xFF, 0xDA, 0, 2], AvatarImageUseCase.notAnImage),
        ([], AvatarImageUseCase.missing),
    ])
    func anythingElseIsRefusedWithItsReason(bytes: [UInt8], problem: ValidationProblem) {
        #expect(problemOf(check(bytes)) == problem)
    }

    @Test func aFileOverOneMegabyteIsRefusedWhateverItHolds() {
        let large = SampleImages.png(width: 10, height: 10) + Array(repeating: 0, count: AvatarImageUseCase.maximumBytes)
        #expect(problemOf(check(large)) == AvatarImageUseCase.tooLarge)
    }

    @Test func theTagNamesTheBytes() {
        let one = SampleImages.png(width: 1, height: 1)
        #expect(AvatarImageUseCase.tag(of: one) == AvatarImageUseCase.tag(of: one))
        #expect(AvatarImageUseCase.tag(of: one) != AvatarImageUseCase.tag(of: SampleImages.png(width: 2, height: 1)))
        #expect(AvatarImageUseCase.tag(of: one).count == 16)
    }
}
