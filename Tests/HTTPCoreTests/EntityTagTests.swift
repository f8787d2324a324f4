import HTTPCore
import Testing

@Suite("If-None-Match")
struct EntityTagTests {
    @Test(arguments: [
        (#""abc""#, true), (#"W/"abc""#, true), ("*", true), (#" "x" , "abc" "#, true),
        (#""abcd""#, false), ("abc", false), (#"W/"x""#, false), ("", false),
    ])
    func aTagMatchesByWeakComparison(header: String, matches: Bool) {
        #expect(EntityTag.matches(ifNoneMatch: header, entityTag: #""abc""#) == matches)
    }
}
