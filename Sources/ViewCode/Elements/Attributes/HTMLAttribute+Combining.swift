extension HTMLAttribute {
    /// The attributes an initializer sets, followed by the caller's, in one allocation.
    @usableFromInline
    static func list(
        _ first: HTMLAttribute,
        _ second: HTMLAttribute? = nil,
        _ third: HTMLAttribute? = nil,
        then rest: [HTMLAttribute]
    ) -> [HTMLAttribute] {
        var list: [HTMLAttribute] = []
        list.reserveCapacity(3 + rest.count)
        list.append(first)
        if let second { list.append(second) }
        if let third { list.append(third) }
        list.append(contentsOf: rest)
        return list
    }
}
