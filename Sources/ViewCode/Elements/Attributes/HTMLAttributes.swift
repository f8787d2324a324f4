/// The attributes of one element, held in place.
///
/// Most elements have one to three attributes; those live in the element's own value, so
/// building a page allocates nothing for them. A fourth and later ones go to an array. An
/// omitted attribute (``HTMLAttribute/omitted``, a false ``HTMLAttribute/when(_:_:)``, an
/// invalid name) takes no slot.
public struct HTMLAttributes: Sendable {
    @usableFromInline
    var first = HTMLAttribute.omitted
    @usableFromInline
    var second = HTMLAttribute.omitted
    @usableFromInline
    var third = HTMLAttribute.omitted
    @usableFromInline
    var rest: [HTMLAttribute] = []

    @inlinable
    init() {}

    /// The attributes of `list`, in order. The list is only read, so a variadic argument's
    /// array can live on the caller's stack.
    @inlinable
    init(_ list: [HTMLAttribute]) {
        for attribute in list {
            append(attribute)
        }
    }

    /// The attributes an initializer sets, followed by the caller's.
    @inlinable
    init(_ leading: HTMLAttribute, _ second: HTMLAttribute = .omitted, _ third: HTMLAttribute = .omitted, then list: [HTMLAttribute]) {
        append(leading)
        append(second)
        append(third)
        for attribute in list {
            append(attribute)
        }
    }

    @inlinable
    mutating func append(_ attribute: HTMLAttribute) {
        if attribute.isOmitted { return }
        if first.isOmitted {
            first = attribute
        } else if second.isOmitted {
            second = attribute
        } else if third.isOmitted {
            third = attribute
        } else {
            rest.append(attribute)
        }
    }

    /// Appends ` name="value"` for each attribute.
    @inlinable
    func write(into buffer: inout HTMLBuffer) {
        if first.isOmitted { return }
        buffer.write(first)
        if second.isOmitted { return }
        buffer.write(second)
        if third.isOmitted { return }
        buffer.write(third)
        for attribute in rest {
            buffer.write(attribute)
        }
    }
}
