@testable import DevTool
import Testing

/// Declarations read out of source text, as the generator finds a feature's containers.
@Suite("Swift source")
struct SwiftSourceTests {
    @Test func conformersAreFoundWhereverTheProtocolIsInTheList() {
        let text = """
            /// A class DemoDependencies would describe: not a declaration.
            final class AppDependencies: AccountDependencies, DemoDependencies, MailboxDependencies {
            extension TestStore: DemoDependencies {}
            struct Wrapper<Value>: DemoDependencies where Value: Sendable {
            final class Other: DemoDependenciesToo {
            """
        #expect(SwiftSource.conformers(to: "DemoDependencies", in: text) == [
            SwiftSource.Conformer(name: "AppDependencies", isExtension: false),
            SwiftSource.Conformer(name: "TestStore", isExtension: true),
            SwiftSource.Conformer(name: "Wrapper", isExtension: false),
        ])
    }

    @Test func aTypesBodyEndsAtTheBraceOfItsHeadsIndentation() {
        let text = """
            extension Fixture {
                func more() {}
            }

            final class Fixture: DemoDependencies {
                struct Inner {
                }

                init() {}
            }
            """
        #expect(SwiftSource.body(ofType: "Fixture", in: text) == ["    struct Inner {", "    }", "", "    init() {}"])
        #expect(SwiftSource.body(ofType: "Missing", in: text) == nil)
        #expect(SwiftSource.body(ofType: "Empty", in: "enum Empty {}") == [])
    }

    @Test(arguments: [
        ([String](), SwiftSource.ArgumentFreeInit.plain),
        (["    let name = \"\""], .plain),
        (["    init() {}"], .plain),
        (["    init(signInThrottle: SignInThrottlePolicy = .standard) throws {"], .throwing),
        (["    public convenience init(", "        clock: ManualClock = ManualClock(1_700_000_000),", "        pages: [Int] = [1, 2]", "    ) throws {"], .throwing),
        (["    init(store: TestStore) {}", "    init() throws(StoreError) {}"], .throwing),
        (["    init() throws {}", "    init(size: Int = 2) {}"], .plain),
    ])
    func aTypeIsMadeWithoutArgumentsWhenAnInitNeedsNone(body: [String], made: SwiftSource.ArgumentFreeInit) {
        #expect(SwiftSource.argumentFreeInit(in: body) == made)
    }

    @Test(arguments: [
        ["    init(store: TestStore, membersPageSize: Int) {"],
        ["    private init() {}"],
        ["    init(_ handler: @escaping (Int, Int) -> Void = { _, _ in }, size: Int) {"],
    ])
    func aTypeWhoseEveryInitNeedsArgumentsCannotBeMade(body: [String]) {
        #expect(SwiftSource.argumentFreeInit(in: body) == nil)
    }
}
