/// Whether a change assertion must account for every record, or only for those it names.
///
/// ```swift
/// await assertChanges(of: viewModel.tracker, exhaustivity: .nonExhaustive) { changes in
///   await viewModel.fetchUser().value
///   changes.expect(.email) { $0.email = "ada@example.com" }
/// }
/// ```
public struct Exhaustivity: Hashable, Sendable {
  /// Whether every record must be asserted, in order.
  let isExhaustive: Bool

  /// Whether the records passed over are listed, without failing the test.
  let listsSkipped: Bool

  /// Every record must be asserted, in order, and each snapshot is compared in full with the
  /// expected state; a record left unasserted fails the test when the assertion ends.
  public static let exhaustive = Self(isExhaustive: true, listsSkipped: false)

  /// Only the named changes are asserted: records in between are passed over, and each step
  /// checks only the values its closure sets.
  public static let nonExhaustive = Self(isExhaustive: false, listsSkipped: false)

  /// Only the named changes are asserted, and, if `listingSkipped` is `true`, the records passed
  /// over are listed when the assertion ends, without failing the test: as a known issue under
  /// Swift Testing, as a printed line under XCTest.
  ///
  /// - Parameter listingSkipped: Whether to list the records passed over.
  /// - Returns: A non-exhaustive assertion mode.
  public static func nonExhaustive(listingSkipped: Bool) -> Self {
    Self(isExhaustive: false, listsSkipped: listingSkipped)
  }
}
