/// Tags of tables.
extension HTMLTag {
    public enum table: HTMLContentTag { public static var name: StaticString { "table" } }
    public enum caption: HTMLContentTag { public static var name: StaticString { "caption" } }
    public enum thead: HTMLContentTag { public static var name: StaticString { "thead" } }
    public enum tbody: HTMLContentTag { public static var name: StaticString { "tbody" } }
    public enum tfoot: HTMLContentTag { public static var name: StaticString { "tfoot" } }
    public enum tr: HTMLContentTag { public static var name: StaticString { "tr" } }
    public enum th: HTMLContentTag { public static var name: StaticString { "th" } }
    public enum td: HTMLContentTag { public static var name: StaticString { "td" } }
}

/// `<table>`: data in rows and columns.
public typealias Table<Content: HTML> = HTMLElement<HTMLTag.table, Content>

/// `<caption>`: the table's title; the first child of a ``Table``.
public typealias Caption<Content: HTML> = HTMLElement<HTMLTag.caption, Content>

/// `<thead>`: the header rows of a table.
public typealias THead<Content: HTML> = HTMLElement<HTMLTag.thead, Content>

/// `<tbody>`: the body rows of a table.
public typealias TBody<Content: HTML> = HTMLElement<HTMLTag.tbody, Content>

/// `<tfoot>`: the footer rows of a table.
public typealias TFoot<Content: HTML> = HTMLElement<HTMLTag.tfoot, Content>

/// `<tr>`: a table row.
public typealias TR<Content: HTML> = HTMLElement<HTMLTag.tr, Content>

/// `<th>`: a header cell: `TH(.scope(.column)) { "Name" }`.
public typealias TH<Content: HTML> = HTMLElement<HTMLTag.th, Content>

/// `<td>`: a data cell.
public typealias TD<Content: HTML> = HTMLElement<HTMLTag.td, Content>
