/// Attributes of table cells.
extension HTMLAttribute {
    /// What a header cell heads: `.scope(.column)` on a `<th>` in `<thead>`.
    public static func scope(_ scope: TableHeaderScope) -> HTMLAttribute {
        HTMLAttribute(name: .known("scope"), value: scope.rawValue)
    }

    /// `colspan="n"`: the columns a cell spans.
    public static func colspan(_ count: Int) -> HTMLAttribute {
        HTMLAttribute("colspan", String(count))
    }

    /// `rowspan="n"`: the rows a cell spans.
    public static func rowspan(_ count: Int) -> HTMLAttribute {
        HTMLAttribute("rowspan", String(count))
    }
}

/// The cells a `<th>` heads.
public enum TableHeaderScope: String, Sendable {
    case row
    case column = "col"
    case rowGroup = "rowgroup"
    case columnGroup = "colgroup"
}
