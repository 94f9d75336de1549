/// The writes that the composed property test's observers make back into the other tracker.
///
/// The rules are few, deterministic and form a chain that ends: a kid `.a` leads to a kid `.b`,
/// a kid record to a parent batch that moves `x`, and an `x` to a write of the optional child's
/// `a`, which nothing reacts to. One kid record can trigger both kid rules, so that a write
/// through the kid and a write through the parent are made during the same child delivery. The test's real observers and ``ComposedModel`` ask the same
/// rules, each with the record it received, and perform the answer on the trackers or on the
/// model.
enum ComposedReaction: Equatable {
  /// `kid.set(\.b, to: value)`, through the kid scope.
  case setKidB(Int)
  /// `parent.update { $0.x += 2; $0.note += 1 }`, a parent batch that also writes an untracked
  /// property.
  case bumpParent
  /// `opt.set(\.a, to: value)`, through the optional scope.
  case setOptA(Int)

  /// The first kid observer: an `.a` whose value is 3 modulo 7 sets `b` to `a + 1`.
  static func afterKidA(_ change: KidState.Change, _ snapshot: KidState) -> Self? {
    change == .a && snapshot.a % 7 == 3 ? .setKidB(snapshot.a + 1) : nil
  }

  /// The second kid observer: any kid record whose `b` is 1 modulo 5 bumps the parent.
  static func afterKid(_ change: KidState.Change, _ snapshot: KidState) -> Self? {
    snapshot.b % 5 == 1 ? .bumpParent : nil
  }

  /// The parent observer: an `.x` whose value is 3 modulo 4 sets the optional child's `a` to
  /// `x + 100`, when the record's snapshot holds the optional child.
  static func afterParent(_ change: ParentState.Change, _ snapshot: ParentState) -> Self? {
    change == .x && snapshot.x % 4 == 3 && snapshot.opt != nil ? .setOptA(snapshot.x + 100) : nil
  }
}
