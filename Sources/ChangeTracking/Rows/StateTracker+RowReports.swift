// How writes to an array declared row by row are reported: the record carries what changed in
// it, and the history keeps that instead of a copy of the array.

extension StateTracker {
  /// What changed in the array `declaration` declares, from `before` to `after`, or `nil` when
  /// it did not change; the row steps go to the history when `keepsSteps`.
  @usableFromInline
  func rowChanges(
    of declaration: PropertyDeclaration<State>,
    from before: ValueHandle<State>,
    to after: ValueHandle<State>,
    keepsSteps: Bool
  ) -> RowChanges? {
    guard let rows = declaration.rows, !declaration.hasEqualValues(before, after) else {
      return nil
    }
    return rowChanges(of: rows, from: before, to: after, keepsSteps: keepsSteps)
  }

  /// ``rowChanges(of:from:to:keepsSteps:)`` for arrays the caller found to differ.
  @usableFromInline
  func rowChanges(
    of rows: any RowsAccess<State>,
    from before: ValueHandle<State>,
    to after: ValueHandle<State>,
    keepsSteps: Bool
  ) -> RowChanges {
    let (changes, steps) = rows.difference(from: before, to: after, keepsSteps: keepsSteps)
    if let steps {
      history?.addPending(steps)
    }
    return changes
  }

  /// Reports a `set` of an array declared row by row, whose value before is in `before`: with
  /// what changed in it when someone hears it.
  @usableFromInline
  func reportRowsWrite(of declaration: PropertyDeclaration<State>, from before: State) {
    guard let change = declaration.change else {
      return
    }
    let after = stateAddress
    let rowChanges = ValueHandle.reading(before) { before -> RowChanges? in
      if declaration.hasEqualValues(before, after) {
        return reportsEveryWrite || declaration.reportsEveryWrite ? RowChanges([]) : nil
      }
      guard delivery.isHeard || delivery.isDelivering else {
        // No one to tell which rows changed: not worth comparing them.
        return RowChanges([])
      }
      return self.rowChanges(
        of: declaration.rows!, from: before, to: after, keepsSteps: history != nil)
    }
    guard let rowChanges else {
      if view != nil {
        forwardWrite(reporting: nil, before: before)
      }
      return
    }
    reportRowEdit(
      change, rowChanges: rowChanges, steps: nil, viewsBefore: .state(before), before: before)
  }

  /// Reports a change of an array declared row by row, with what changed in it; `steps` go to
  /// the history when it is on.
  @inlinable
  func reportRowEdit(
    _ change: State.Change,
    rowChanges: RowChanges,
    steps: (any RowSteps<State>)?,
    viewsBefore: StateBefore<State>? = nil,
    before: State? = nil
  ) {
    delivery.lastSequence &+= 1
    guard delivery.isHeard || delivery.isDelivering else {
      return
    }
    if let steps, let history {
      history.addPending(steps)
    }
    if let viewsBefore, !views.isEmpty {
      var sequences = EmbeddedSequences<State>()
      sequences.append(change, delivery.lastSequence)
      syncViews(sequences, before: viewsBefore, except: nil)
    }
    passRowEdit(change, rowChanges: rowChanges, before: before)
  }

  /// ``reportRowEdit(_:rowChanges:steps:viewsBefore:before:)`` for a tracker with no history and
  /// no view: no step and no state before the edit are made, or destroyed.
  @inlinable
  func reportRowEdit(_ change: State.Change, rowChanges: RowChanges, before: State?) {
    delivery.lastSequence &+= 1
    if delivery.isHeard || delivery.isDelivering {
      passRowEdit(change, rowChanges: rowChanges, before: before)
    }
  }

  /// Delivers a counted change of an array declared row by row, or passes it to the parent.
  @inlinable
  @inline(__always)
  func passRowEdit(_ change: State.Change, rowChanges: RowChanges, before: State?) {
    if view != nil {
      return forwardWrite(reporting: change, rowChanges: rowChanges, before: before)
    }
    reportHeard(change, rowChanges: rowChanges)
  }

}
