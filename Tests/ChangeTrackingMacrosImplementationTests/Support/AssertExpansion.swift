#if Macros
  import ChangeTrackingMacrosImplementation
  import SwiftSyntax
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacrosGenericTestSupport
  import Testing

  /// The macros under test, by the names a source file writes.
  let macroSpecs: [String: MacroSpec] = [
    "ChangeTracked": MacroSpec(type: ChangeTrackedMacro.self, conformances: ["TrackedState"]),
    "Tracked": MacroSpec(type: PropertyAttributeMacro.self),
    "Untracked": MacroSpec(type: PropertyAttributeMacro.self),
    "TrackedRows": MacroSpec(type: PropertyAttributeMacro.self),
    "Scoped": MacroSpec(type: PropertyAttributeMacro.self),
  ]

  /// Expands the macros in `source` and compares the result with `expandedSource` as text, and
  /// the diagnostics with `diagnostics`; reports each difference to Swift Testing at the
  /// caller's line.
  ///
  /// The expansions hold a `nonisolated` conformance, which swift-syntax's parser reads from
  /// 602.0.0 on: with 600 or 601 this check reports it as a syntax error of the expansion,
  /// though the compiler (Swift 6.2 or later) compiles it.
  func assertExpansion(
    _ source: String,
    expandedSource: String,
    diagnostics: [DiagnosticSpec] = [],
    applyFixIts: [String]? = nil,
    fixedSource: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    assertMacroExpansion(
      source,
      expandedSource: expandedSource,
      diagnostics: diagnostics,
      macroSpecs: macroSpecs,
      applyFixIts: applyFixIts,
      fixedSource: fixedSource,
      indentationWidth: .spaces(2),
      failureHandler: { failure in
        Issue.record(
          Comment(rawValue: failure.message),
          sourceLocation: SourceLocation(
            fileID: failure.location.fileID,
            filePath: failure.location.filePath,
            line: failure.location.line,
            column: failure.location.column
          )
        )
      },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
#endif
