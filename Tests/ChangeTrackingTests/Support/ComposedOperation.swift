import ChangeTracking

/// One step of the composed property test, as data, so that a sequence can be described,
/// replayed and shortened.
enum ComposedOperation: CustomStringConvertible, ShrinkableOperation {
  /// One of the two scoped children.
  enum Child: CustomStringConvertible {
    /// The scope over `\.kid`, always present.
    case kid
    /// The scope over `\.opt`, which may be absent.
    case opt

    var description: String { self == .kid ? "kid" : "opt" }
  }

  /// A property of a child state.
  enum Field: CaseIterable, CustomStringConvertible {
    case a, b, cache

    var keyPath: WritableKeyPath<KidState, Int> {
      switch self {
      case .a: \.a
      case .b: \.b
      case .cache: \.cache
      }
    }

    var description: String {
      switch self {
      case .a: "a"
      case .b: "b"
      case .cache: "cache"
      }
    }
  }

  /// A property of the parent state, nested ones included.
  enum Target: CustomStringConvertible {
    case x
    case note
    case kid(Field)
    case opt(Field)

    /// The key path a parent `set` writes through; `nil` for a property of the optional child.
    var keyPath: WritableKeyPath<ParentState, Int>? {
      switch self {
      case .x: \.x
      case .note: \.note
      case .kid(.a): \.kid.a
      case .kid(.b): \.kid.b
      case .kid(.cache): \.kid.cache
      case .opt: nil
      }
    }

    /// Writes `value` into `state`, as a batch's closure does; a property of an absent optional
    /// child is left alone.
    func assign(_ value: Int, in state: inout ParentState) {
      switch self {
      case .x: state.x = value
      case .note: state.note = value
      case .kid(let field): state.kid[keyPath: field.keyPath] = value
      case .opt(let field): state.opt?[keyPath: field.keyPath] = value
      }
    }

    var description: String {
      switch self {
      case .x: "x"
      case .note: "note"
      case .kid(let field): "kid.\(field)"
      case .opt(let field): "opt?.\(field)"
      }
    }
  }

  /// `parent.set(target.keyPath, to: value)`.
  case parentSet(Target, Int)
  /// `parent.set(\.opt, to: value)`.
  case setOpt(KidState?)
  /// `child.set(field.keyPath, to: value)`.
  case childSet(Child, Field, Int)
  /// `parent.update { … }` with these assignments, then a throw if `throwing`.
  case parentUpdate([(Target, Int)], throwing: Bool)
  /// `child.update { … }`, as `parentUpdate` for the child's state.
  case childUpdate(Child, [(Field, Int)], throwing: Bool)
  /// `parent.transaction { … }` around these operations, which also checks that history is
  /// locked, then throws if `throwing`.
  indirect case parentTransaction([ComposedOperation], throwing: Bool)
  /// `child.transaction { … }`, as `parentTransaction`.
  indirect case childTransaction(Child, [ComposedOperation], throwing: Bool)
  /// `parent.undo()`.
  case undo
  /// `parent.redo()`.
  case redo
  /// `parent.checkpoint()`, kept.
  case checkpoint
  /// `parent.rollback(to:)` the kept checkpoint at this index, modulo their number.
  case rollback(Int)
  /// `child.undo()`, `child.redo()`, `child.rollback(to:)`: a scope has no history of its own.
  case childHistory(Child)

  var description: String {
    switch self {
    case .parentSet(let target, let value):
      return "set \(target) \(value)"
    case .setOpt(let value):
      return "set opt \(value.map { "\($0)" } ?? "nil")"
    case .childSet(let child, let field, let value):
      return "\(child).set \(field) \(value)"
    case .parentUpdate(let edits, let throwing):
      let assignments = edits.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
      return "update [\(assignments)]\(throwing ? " throwing" : "")"
    case .childUpdate(let child, let edits, let throwing):
      let assignments = edits.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
      return "\(child).update [\(assignments)]\(throwing ? " throwing" : "")"
    case .parentTransaction(let body, let throwing):
      let inner = body.map(\.description).joined(separator: ", ")
      return "transaction [\(inner)]\(throwing ? " throwing" : "")"
    case .childTransaction(let child, let body, let throwing):
      let inner = body.map(\.description).joined(separator: ", ")
      return "\(child).transaction [\(inner)]\(throwing ? " throwing" : "")"
    case .undo:
      return "undo"
    case .redo:
      return "redo"
    case .checkpoint:
      return "checkpoint"
    case .rollback(let index):
      return "rollback #\(index)"
    case .childHistory(let child):
      return "\(child).undo/redo/rollback"
    }
  }

  /// Simpler operations to try in place of this one when shortening a failing sequence: its
  /// nested operations alone, or itself with one part less.
  var simplifications: [[ComposedOperation]] {
    switch self {
    case .parentTransaction(let body, let throwing):
      return [body] + Self.removingEach(body).map { [.parentTransaction($0, throwing: throwing)] }
    case .childTransaction(let child, let body, let throwing):
      return [body, [.parentTransaction(body, throwing: throwing)]]
        + Self.removingEach(body).map { [.childTransaction(child, $0, throwing: throwing)] }
    case .parentUpdate(let edits, let throwing):
      return Self.removingEach(edits).map { [.parentUpdate($0, throwing: throwing)] }
    case .childUpdate(let child, let edits, let throwing):
      return Self.removingEach(edits).map { [.childUpdate(child, $0, throwing: throwing)] }
    default:
      return []
    }
  }
}
