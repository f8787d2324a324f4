public import ViewCode

/// One section of a composite screen — a sub-presenter with its view — that several screens
/// can host (a presenter of presenters). Home shows sections that other features provide.
///
/// ```swift
/// struct NewestMembersSection: SectionProvider {
///     let users: any UserListing
///     var sectionID: String { "newest_members" }
///     func load(for viewer: SignedInUser?) throws -> NewestMembersModel? {
///         NewestMembersModel(members: try users.newest(limit: 5))
///     }
///     func content(for model: NewestMembersModel) -> NewestMembersView { NewestMembersView(model: model) }
/// }
/// ```
public protocol SectionProvider: Sendable {
    associatedtype Model: Encodable & Sendable
    associatedtype Content: HTML

    /// The section's key in the screen's JSON and its HTML `id`.
    var sectionID: String { get }

    /// The section's model for this viewer, its copy in the page's language; `nil` leaves the
    /// section out (a profile card for an anonymous visitor, an empty list).
    func load(for viewer: SignedInUser?) throws -> Model?

    /// The section's view for its model. The section names its view's type rather than `some
    /// HTML`, so the section, a presenter, is written without the HTML DSL.
    func content(for model: Model) -> Content
}
