// A screen's files need one kit import: `import ScreenKit` brings the HTTP values an outcome
// names (`.status(.notFound, …)`), the signed-in member, and the message catalogs every string
// a person reads comes from. The HTML DSL is not among them: a view imports `ViewCode` itself,
// so a presenter, which decides and draws nothing, cannot reach it (`.ci/check-imports` rule 5).
@_exported public import HTTPCore
@_exported public import Sessions
@_exported public import Localization
