extension NestedOperation {
  /// The operation with each use of `twin` made through `container` instead, for an app
  /// without a twin scope.
  func replacingTwin(with container: Container) -> Self {
    func replaced(_ original: Container) -> Container {
      original == .twin ? container : original
    }
    switch self {
    case .setItems(let original, let recipe):
      return .setItems(replaced(original), recipe: recipe)
    case .rootUpdate:
      return self
    case .containerSet(let original, let field, let value):
      return .containerSet(replaced(original), field, value)
    case .containerUpdate(let original, let edits, let toggle, let throwing):
      return .containerUpdate(replaced(original), edits, toggle: toggle, throwing: throwing)
    case .edit(let original, let steps, let throwing):
      return .edit(replaced(original), steps, throwing: throwing)
    case .openRow(let original, let raw):
      return .openRow(replaced(original), raw)
    case .rootSet, .setDetail, .rowSet, .rowUpdate, .scopedHistory, .undo, .redo:
      return self
    }
  }
}
