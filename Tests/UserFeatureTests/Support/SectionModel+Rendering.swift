import ScreenKit
import ViewCode

extension Encodable where Self: Sendable {
    /// The HTML `section` shows for this model, as a page would render it.
    func render<Provider: SectionProvider>(with section: Provider) -> String where Provider.Model == Self {
        var buffer = HTMLBuffer()
        section.content(for: self).render(into: &buffer)
        return String(decoding: buffer.takeBytes(), as: UTF8.self)
    }
}
