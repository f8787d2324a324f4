// A screen's files need one kit import: `import ScreenKit` brings the HTTP values an outcome
// names (`.status(.notFound, …)`), the view code a view is written in, and the signed-in member.
@_exported public import HTTPCore
@_exported public import ViewCode
@_exported public import Sessions
