import Localization
public import ViewCode

/// The content each screen rendered last on this thread, with the model and the language it was
/// rendered from: a view is a pure function of its model and the page's language, so a page
/// shown again from an equal model in the same language (the sign-in form a visitor opens, the
/// member's page they come back to) copies those bytes instead of walking the view again.
/// SwiftUI skips an `EquatableView`'s body the same way.
///
/// What changes per request inside the content is only the hidden fields of POST forms (the
/// CSRF token): the remembered bytes keep a hole there, filled on every copy
/// (``Prerendered``). Each thread keeps its own, so nothing is locked or shared, and at most
/// one page per screen type: a model that differs renders afresh and takes the slot. Content
/// over ``largestRemembered`` bytes is rendered each time rather than kept.
@usableFromInline
enum RememberedContent {
    @usableFromInline
    static let slots = PerThread { Slots() }

    @usableFromInline
    static let largestRemembered = 16 * 1024

    /// Renders `View(model: model)` into `buffer`, or copies what this thread rendered last for
    /// an equal model.
    @inlinable
    static func render<View: ScreenView>(_ model: View.Model, as view: View.Type, into buffer: inout HTMLBuffer)
    where View.Model: Equatable {
        guard let slots = slots.current else {
            View(model: model).render(into: &buffer)
            return
        }
        let type = ObjectIdentifier(View.self)
        // The slot of `View`'s type only ever holds an `Entry<View.Model>`, so the cast needs
        // no check at run time.
        if let remembered = slots.content(of: type), unsafeDowncast(remembered, to: Entry<View.Model>.self).language == buffer.language,
            unsafeDowncast(remembered, to: Entry<View.Model>.self).model == model
        {
            unsafeDowncast(remembered, to: Entry<View.Model>.self).content.render(into: &buffer)
            return
        }
        // Rendered once, into the page, and kept from there.
        if let content = Prerendered.capturing(View(model: model), into: &buffer, largest: largestRemembered) {
            slots.remember(Entry(model: model, language: buffer.language, content: content), for: type)
        }
    }

    /// One thread's remembered content, by screen type. A short array: an app has a few dozen
    /// screens, and comparing identifiers in a row costs less than hashing one.
    @usableFromInline
    final class Slots {
        /// One array, not one per field: each read of a class's array is checked for
        /// exclusivity at run time.
        private var slots: [(type: ObjectIdentifier, entry: AnyObject)] = []

        @usableFromInline
        init() {}

        @usableFromInline
        func content(of type: ObjectIdentifier) -> AnyObject? {
            slots.first { $0.type == type }?.entry
        }

        @usableFromInline
        func remember(_ entry: AnyObject, for type: ObjectIdentifier) {
            if let index = slots.firstIndex(where: { $0.type == type }) {
                slots[index].entry = entry
            } else {
                slots.append((type, entry))
            }
        }
    }

    @usableFromInline
    final class Entry<Model> {
        // The fields whose type does not depend on `Model` come first: after a field of
        // generic type, a field's place is known only from the class's metadata, which is
        // looked up at run time.
        /// The page's language: the view's copy is in it.
        @usableFromInline
        let language: Language
        @usableFromInline
        let content: Prerendered
        @usableFromInline
        let model: Model

        @usableFromInline
        init(model: Model, language: Language, content: Prerendered) {
            self.model = model
            self.language = language
            self.content = content
        }
    }
}
