import Testing

/// What `@ChangeTracked` writes, compared as text with the declaration written by hand.
@Suite struct ChangeTrackedExpansionTests {
  @Test func writesOneChangePerStoredPropertyAndTheConformance() {
    assertExpansion(
      """
      @ChangeTracked
      struct ProfileState {
        var name: String?
        var callsInProgress = 0
      }
      """,
      expandedSource: """
        struct ProfileState {
          var name: String?
          var callsInProgress = 0

          enum Change: Hashable, Sendable, CaseIterable {
            case name
            case callsInProgress
          }

          static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
            .tracked(\\.name, as: .name),
            .tracked(\\.callsInProgress, as: .callsInProgress),
          ]
        }

        extension ProfileState: ChangeTracking.TrackedState {
        }
        """
    )
  }

  @Test func passesTheTrackedOptionsToTheDeclaration() {
    assertExpansion(
      """
      @ChangeTracked
      struct LoginState {
        @Tracked(reporting: .everyWrite) var lastPing = 0
        @Tracked(isEqual: LoginError.haveSameCode) var error: LoginError?
        @Tracked(as: "displayName", reporting: .changesOnly) var name = ""
        @Tracked var email = ""
      }
      """,
      expandedSource: """
        struct LoginState {
          var lastPing = 0
          var error: LoginError?
          var name = ""
          var email = ""

          enum Change: Hashable, Sendable, CaseIterable {
            case lastPing
            case error
            case displayName
            case email
          }

          static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
            .tracked(\\.lastPing, as: .lastPing, reporting: .everyWrite),
            .tracked(\\.error, as: .error, isEqual: LoginError.haveSameCode),
            .tracked(\\.name, as: .displayName, reporting: .changesOnly),
            .tracked(\\.email, as: .email),
          ]
        }

        extension LoginState: ChangeTracking.TrackedState {
        }
        """
    )
  }

  @Test func untrackedPropertiesAreDeclaredWithoutAChange() {
    assertExpansion(
      """
      @ChangeTracked
      struct AvatarState {
        @Untracked let id: Int
        var url: String?
        @Untracked var cache: [String: Int] = [:]
      }
      """,
      expandedSource: """
        struct AvatarState {
          let id: Int
          var url: String?
          var cache: [String: Int] = [:]

          enum Change: Hashable, Sendable, CaseIterable {
            case url
          }

          static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
            .untracked(\\.id),
            .tracked(\\.url, as: .url),
            .untracked(\\.cache),
          ]
        }

        extension AvatarState: ChangeTracking.TrackedState {
        }
        """
    )
  }

  @Test func scopedPropertiesEmbedTheChildChange() {
    assertExpansion(
      """
      @ChangeTracked
      struct AppState {
        var user: User?
        @Scoped var news: NewsState
        @Scoped var settings: Settings.State?
        @Scoped(as: "inbox") var mail: Optional<MailState>
      }
      """,
      expandedSource: """
        struct AppState {
          var user: User?
          var news: NewsState
          var settings: Settings.State?
          var mail: Optional<MailState>

          enum Change: Hashable, Sendable {
            case user
            case news(NewsState.Change)
            case settings(Settings.State.Change)
            case inbox(MailState.Change)
          }

          static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
            .tracked(\\.user, as: .user),
            .scoped(\\.news, as: Change.news),
            .scoped(\\.settings, as: Change.settings),
            .scoped(\\.mail, as: Change.inbox),
          ]
        }

        extension AppState: ChangeTracking.TrackedState {
        }
        """
    )
  }

  @Test func computedAndStaticPropertiesAreLeftOut() {
    assertExpansion(
      """
      @ChangeTracked
      struct CounterState {
        static let maximum = 10
        var count = 0 {
          didSet { print(count) }
        }
        var isAtMaximum: Bool { count == Self.maximum }
        var doubled: Int {
          get { count * 2 }
          set { count = newValue / 2 }
        }
      }
      """,
      expandedSource: """
        struct CounterState {
          static let maximum = 10
          var count = 0 {
            didSet { print(count) }
          }
          var isAtMaximum: Bool { count == Self.maximum }
          var doubled: Int {
            get { count * 2 }
            set { count = newValue / 2 }
          }

          enum Change: Hashable, Sendable, CaseIterable {
            case count
          }

          static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
            .tracked(\\.count, as: .count),
          ]
        }

        extension CounterState: ChangeTracking.TrackedState {
        }
        """
    )
  }

  @Test func everyNameOfAMultipleDeclarationIsTracked() {
    assertExpansion(
      """
      @ChangeTracked
      struct PointState {
        var x, y: Double
      }
      """,
      expandedSource: """
        struct PointState {
          var x, y: Double

          enum Change: Hashable, Sendable, CaseIterable {
            case x
            case y
          }

          static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
            .tracked(\\.x, as: .x),
            .tracked(\\.y, as: .y),
          ]
        }

        extension PointState: ChangeTracking.TrackedState {
        }
        """
    )
  }

  @Test func publicStateGetsPublicMembers() {
    assertExpansion(
      """
      @ChangeTracked
      public struct SessionState {
        public var token: String?
      }
      """,
      expandedSource: """
        public struct SessionState {
          public var token: String?

          public enum Change: Hashable, Sendable, CaseIterable {
            case token
          }

          public static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
            .tracked(\\.token, as: .token),
          ]
        }

        extension SessionState: ChangeTracking.TrackedState {
        }
        """
    )
  }

  @Test func stateWithoutStoredPropertiesHasNoChanges() {
    assertExpansion(
      """
      @ChangeTracked
      struct EmptyState {
      }
      """,
      expandedSource: """
        struct EmptyState {

          enum Change: Hashable, Sendable, CaseIterable {
          }

          static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = []
        }

        extension EmptyState: ChangeTracking.TrackedState {
        }
        """
    )
  }
}
