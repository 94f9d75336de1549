import ArticleSampleChecks
import ChangeTracking
import Testing

// The Batches and Transactions article's samples, word for word, so that each one compiles and
// runs.

/// The types the article's samples assume the app has.
private enum BatchesArticle {
  struct User {
    var name: String?
    var email: String?
  }

  struct ProfileState: TrackedState {
    var name: String?
    var email: String?
    var callsInProgress = 0

    enum Change: Hashable, Sendable {
      case name, email, callsInProgress
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.name, as: .name),
      .tracked(\.email, as: .email),
      .tracked(\.callsInProgress, as: .callsInProgress),
    ]

    /// Stores what the server sent back.
    mutating func apply(_ response: User) {
      name = response.name
      email = response.email
    }
  }

  struct FormState: TrackedState {
    var email = ""

    enum Change: Hashable, Sendable {
      case email
    }

    static let trackedProperties: [TrackedProperty<Self>] = [.tracked(\.email, as: .email)]
  }

  enum ValidationError: Error {
    case malformedEmail
  }

  struct TodoItem: Equatable {
    var id: Int
    var text: String
  }

  struct TodoState: TrackedState {
    var title = ""
    var items: [TodoItem] = []

    enum Change: Hashable, Sendable {
      case title, items
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.title, as: .title),
      .tracked(\.items, as: .items),
    ]
  }
}

@Suite struct BatchesAndTransactionsArticleTests {
  private typealias TodoState = BatchesArticle.TodoState
  private typealias TodoItem = BatchesArticle.TodoItem
  private typealias ValidationError = BatchesArticle.ValidationError
  private typealias FormState = BatchesArticle.FormState

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTracking/ChangeTracking.docc/BatchesAndTransactions.md", in: #filePath)
  }

  @Test func batchReportsEachChangedPropertyInDeclarationOrder() {
    let tracker = StateTracker(BatchesArticle.ProfileState(callsInProgress: 1))
    let user = BatchesArticle.User(name: "Ada", email: "ada@example.com")
    let log = RecordLog(tracker)

    tracker.update { state in
      state.name = user.name
      state.email = user.email
      state.callsInProgress -= 1
    }

    #expect(log.changes == [.name, .email, .callsInProgress])
    #expect(log.snapshots.allSatisfy { $0.callsInProgress == 0 && $0.email == user.email })
  }

  @Test func theStateGoesToAMutatingMethodAndOnlyWhatDiffersIsReported() {
    let tracker = StateTracker(BatchesArticle.ProfileState(name: "Ada"))
    let response = BatchesArticle.User(name: "Ada", email: "ada@example.com")
    let log = RecordLog(tracker)

    tracker.update { state in
      state.apply(response)
    }

    #expect(log.changes == [.email])
    #expect(tracker.email == "ada@example.com")
  }

  @Test func throwingBatchChangesNothing() {
    let tracker = StateTracker(FormState())
    let log = RecordLog(tracker)
    let input = "ada"  // no "@": the closure throws after its write

    do {
      try tracker.update { (state: inout FormState) throws(ValidationError) in
        state.email = input
        guard input.contains("@") else { throw ValidationError.malformedEmail }
      }
    } catch {
      // tracker.email is unchanged, and no observer heard anything
    }

    #expect(tracker.email == "")
    #expect(log.changes.isEmpty)
  }

  @Test func transactionIsOneUndoStep() {
    let tracker = StateTracker(TodoState(), historyCapacity: 100)

    tracker.transaction {
      tracker.set(\.title, to: "Weekend groceries")
      tracker.update { $0.items.append(TodoItem(id: 1, text: "Milk")) }
    }
    tracker.undo()  // reverses both writes in one step

    #expect(tracker.title == "")
    #expect(tracker.items.isEmpty)
    #expect(!tracker.canUndo)
  }
}
