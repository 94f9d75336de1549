extension TrackedState {
  /// The name of the stored property that `change` identifies, or `nil` when no declaration uses
  /// that change or its key path does not name a top-level stored property.
  ///
  /// Test support uses it to show, next to each reported change, the value that changed. It
  /// reads the declarations, so it is not meant for the write path.
  package static func propertyName(for change: Change) -> String? {
    guard let property = trackedProperties.first(where: { $0.change == change }) else {
      return nil
    }
    return DeclarationCheck.storedPropertyName(of: property.keyPath)
  }
}
