import ChangeTracking

extension NestedHarness {
  /// Every invariant broken after the latest operation, each message starting with the name of
  /// the invariant in brackets; empty when all hold.
  func check() -> [String] {
    var broken: [String] = []
    if observed != expected {
      broken.append("[calls] returned \(observed) where the model says \(expected)")
    }
    observed.removeAll()
    expected.removeAll()
    let state = app.state
    if state != model.state {
      broken.append("[state] app.state \(state), model \(model.state)")
    }
    broken += checkOneSourceOfTruth(state)
    broken += checkScopes()
    if app.canUndo != model.canUndo || app.canRedo != model.canRedo {
      broken.append(
        "[history] canUndo/canRedo \(app.canUndo)/\(app.canRedo), "
          + "model \(model.canUndo)/\(model.canRedo)")
    }
    broken += checkJournal()
    broken += checkLog(
      appLog, model.appRecords,
      listRecord: { $0.change == .module(.items) ? $0.snapshot.module.items : nil },
      requiresRowChanges: false)
    for container in model.containers {
      broken += checkLog(
        scopeLogs[container]!, model.scopes[container]!.records,
        listRecord: { $0.change == .items ? $0.snapshot.items : nil },
        requiresRowChanges: true)
    }
    for (index, log) in rowLogs.enumerated() where index < model.rows.count {
      broken += checkLog(
        log, model.rows[index].records, listRecord: { _ in nil }, requiresRowChanges: false)
    }
    return broken
  }

  /// Each tracker's state is the app's part it tracks, whatever the model says: both module
  /// scopes the app's module, the detail scope the app's detail while present, and each row
  /// tracker that accepts writes the element with its id.
  private func checkOneSourceOfTruth(_ state: NestedAppState) -> [String] {
    var broken: [String] = []
    for scope in [module, twin].compactMap(\.self) where scope.state != state.module {
      broken.append(
        "[one source of truth] a module scope has \(scope.state), the app \(state.module)")
    }
    if let present = state.detail, detail.state != present {
      broken.append("[one source of truth] detail.state \(detail.state), app.detail \(present)")
    }
    if (detail.scopeError == nil) != (state.detail != nil) {
      broken.append(
        "[one source of truth] detail.scopeError \(String(describing: detail.scopeError)) "
          + "with app.detail \(String(describing: state.detail))")
    }
    for (index, row) in rows.enumerated() where row.scopeError == nil {
      let container = model.rows[index].container
      let element = tracker(container).state.items.first { $0.id == row.id }
      if row.state != element {
        broken.append(
          "[one source of truth] row\(index) accepts writes with \(row.state), "
            + "\(container) has \(element.map { "\($0)" } ?? "no such row")")
      }
    }
    return broken
  }

  /// Each scope's and each row tracker's state and refusal are the model's.
  private func checkScopes() -> [String] {
    var broken: [String] = []
    for container in model.containers {
      let actual = tracker(container).state
      let predicted = model.scopes[container]!.state
      if actual != predicted {
        broken.append("[scopes] \(container).state \(actual), model \(predicted)")
      }
    }
    if rows.count != model.rows.count {
      broken.append("[rows] \(rows.count) row trackers, model \(model.rows.count)")
    }
    for (index, row) in rows.enumerated() where index < model.rows.count {
      if row.state != model.rows[index].state {
        broken.append("[rows] row\(index).state \(row.state), model \(model.rows[index].state)")
      }
      if row.scopeError != model.scopeError(row: index) {
        broken.append(
          "[rows] row\(index).scopeError \(String(describing: row.scopeError)), "
            + "model \(String(describing: model.scopeError(row: index)))")
      }
    }
    return broken
  }

  /// Every log received its records at the moment the model says, across trackers: the
  /// journal's lines since the last check are the model's.
  private func checkJournal() -> [String] {
    let actual = journal.entries
    let predicted = model.journal
    let start = checkedJournal
    checkedJournal = actual.count
    guard actual.count != predicted.count || actual[start...] != predicted[start...] else {
      return []
    }
    let index =
      (start..<min(actual.count, predicted.count)).first { actual[$0] != predicted[$0] }
      ?? min(actual.count, predicted.count)
    let before = actual[max(0, index - 3)..<index].joined(separator: ", ")
    let got = index < actual.count ? actual[index] : "nothing"
    let want = index < predicted.count ? predicted[index] : "nothing"
    return [
      "[one global order] delivery #\(index) (after \(before.isEmpty ? "none" : before)): "
        + "\(got), the model expects \(want) (\(actual.count) delivered, "
        + "\(predicted.count) expected)"
    ]
  }

  /// Checks the records `log` received since the last check: numbered one more than the one
  /// before, from 1; equal to the model's (change, sequence number and snapshot), in order; and,
  /// for each record of the module's array (`listRecord` gives its array), row changes that lead
  /// from the array the previous one left to its own, when it has any or `requiresRowChanges`.
  private func checkLog<State: TrackedState & Equatable>(
    _ log: NestedRecorder<State>,
    _ predicted: [NestedModel.Record<State>],
    listRecord: (ChangeRecord<State>) -> [ChecklistItem]?,
    requiresRowChanges: Bool
  ) -> [String] {
    let records = log.records
    let start = checkedRecords[log.name, default: 0]
    checkedRecords[log.name] = records.count
    var broken: [String] = []
    let sequences = records[start...].map(\.sequence)
    if sequences != Array((start + 1)..<(records.count + 1)) {
      broken.append(
        "[sequence numbers] \(log.name) received \(records.map(\.sequence)), not 1, 2, 3, …")
    }
    let actual = records[start...].map {
      NestedModel.Record(change: $0.change, sequence: $0.sequence, snapshot: $0.snapshot)
    }
    let expected = predicted.count >= start ? Array(predicted[start...]) : []
    if actual != expected {
      let offset =
        zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
      let got = offset < actual.count ? "\(actual[offset])" : "nothing"
      let want = offset < expected.count ? "\(expected[offset])" : "nothing"
      broken.append(
        "[records] \(log.name) records differ at #\(start + offset): received \(got), "
          + "expected \(want) (\(records.count) received, \(predicted.count) expected)")
    }
    for record in records[start...] {
      guard let items = listRecord(record) else {
        continue
      }
      let before = replayedItems[log.name] ?? []
      replayedItems[log.name] = items
      guard let changes = record.rowChanges else {
        if requiresRowChanges {
          broken.append("[row changes] \(log.name) record #\(record.sequence) of the list has none")
        }
        continue
      }
      if let problem = RowReplay.mismatch(
        changes, from: before, to: items, identify: { RowID($0.id) })
      {
        broken.append("[row changes] \(log.name) record #\(record.sequence): \(problem)")
      }
    }
    return broken
  }
}
