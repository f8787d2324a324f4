// A screen's files need one kit import: `import ScreenKit` brings the HTTP values an outcome
// names (`.status(.notFound, …)`), the view code a view is written in, the signed-in member, and
// the message catalogs every string a person reads comes from.
@_exported public import HTTPCore
@_exported public import ViewCode
@_exported public import Sessions
@_exported public import Localization
