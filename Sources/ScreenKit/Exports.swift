// A screen's files need one kit import: `import ScreenKit` brings the HTTP values an outcome
// names (`.status(.notFound, …)`) and the view code a view is written in.
@_exported public import HTTPCore
@_exported public import ViewCode
