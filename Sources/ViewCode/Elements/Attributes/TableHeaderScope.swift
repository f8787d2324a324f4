/// The cells a `<th>` heads.
public enum TableHeaderScope: String, Sendable {
    case row
    case column = "col"
    case rowGroup = "rowgroup"
    case columnGroup = "colgroup"
}
