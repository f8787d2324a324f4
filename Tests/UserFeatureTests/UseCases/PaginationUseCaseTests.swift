import Testing
@testable import UserFeature

@Suite("Pagination use case")
struct PaginationUseCaseTests {
    let paginate = PaginationUseCase(pageSize: 20)

    @Test func noPageMeansTheFirst() {
        #expect(paginate.requestedPage(nil) == 1)
    }

    @Test(arguments: ["1", "2", "300"])
    func aPlainPositiveNumberIsAPage(text: String) {
        #expect(paginate.requestedPage(text) == Int(text))
    }

    @Test(arguments: ["", "0", "-1", "+2", "02", "1.5", "abc", " 1", "99999999999999999999999"])
    func anythingElseIsNoPage(text: String) {
        #expect(paginate.requestedPage(text) == nil)
    }

    @Test func anEmptyListHasOneEmptyPage() {
        #expect(paginate(page: 1, itemCount: 0) == Pagination(page: 1, pageCount: 1, pageSize: 20))
        #expect(paginate(page: 2, itemCount: 0) == nil)
    }

    @Test(arguments: [(1, 1), (19, 1), (20, 1), (21, 2), (40, 2), (41, 3)])
    func pagesAreCountedUpToTheLastPartialOne(itemCount: Int, pageCount: Int) {
        #expect(paginate(page: pageCount, itemCount: itemCount)?.pageCount == pageCount)
        #expect(paginate(page: pageCount + 1, itemCount: itemCount) == nil)
    }

    @Test func eachPageStartsAfterThoseBeforeIt() {
        #expect(paginate(page: 1, itemCount: 45)?.offset == 0)
        #expect(paginate(page: 3, itemCount: 45)?.offset == 40)
    }

    @Test func aPageSizeBelowOneIsOne() {
        #expect(PaginationUseCase(pageSize: 0)(page: 3, itemCount: 3) == Pagination(page: 3, pageCount: 3, pageSize: 1))
    }
}
