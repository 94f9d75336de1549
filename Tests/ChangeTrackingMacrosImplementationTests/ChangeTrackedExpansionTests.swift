#if Macros
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

            nonisolated enum Change: String, Hashable, Sendable, Codable, CaseIterable {
              case name
              case callsInProgress
            }

            nonisolated static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
              .tracked(\\.name, as: .name),
              .tracked(\\.callsInProgress, as: .callsInProgress),
            ]
          }

          extension ProfileState: nonisolated ChangeTracking.TrackedState {
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

            nonisolated enum Change: String, Hashable, Sendable, Codable, CaseIterable {
              case lastPing
              case error
              case displayName
              case email
            }

            nonisolated static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
              .tracked(\\.lastPing, as: .lastPing, reporting: .everyWrite),
              .tracked(\\.error, as: .error, isEqual: LoginError.haveSameCode),
              .tracked(\\.name, as: .displayName, reporting: .changesOnly),
              .tracked(\\.email, as: .email),
            ]
          }

          extension LoginState: nonisolated ChangeTracking.TrackedState {
          }
          """
      )
    }

    @Test func trackedRowsDeclaresTheArrayRowByRow() {
      assertExpansion(
        """
        @ChangeTracked
        struct SettingsState {
          var displayName = ""
          @TrackedRows var items: [SettingsItem] = []
          @TrackedRows(as: "lines", reporting: .everyWrite) var rows: Array<String>
        }
        """,
        expandedSource: """
          struct SettingsState {
            var displayName = ""
            var items: [SettingsItem] = []
            var rows: Array<String>

            nonisolated enum Change: String, Hashable, Sendable, Codable, CaseIterable {
              case displayName
              case items
              case lines
            }

            nonisolated static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
              .tracked(\\.displayName, as: .displayName),
              .trackedRows(\\.items, as: .items),
              .trackedRows(\\.rows, as: .lines, reporting: .everyWrite),
            ]
          }

          extension SettingsState: nonisolated ChangeTracking.TrackedState {
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

            nonisolated enum Change: String, Hashable, Sendable, Codable, CaseIterable {
              case url
            }

            nonisolated static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
              .untracked(\\.id),
              .tracked(\\.url, as: .url),
              .untracked(\\.cache),
            ]
          }

          extension AvatarState: nonisolated ChangeTracking.TrackedState {
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

            nonisolated enum Change: Hashable, Sendable {
              case user
              case news(NewsState.Change)
              case settings(Settings.State.Change)
              case inbox(MailState.Change)
            }

            nonisolated static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
              .tracked(\\.user, as: .user),
              .scoped(\\.news, as: Change.news),
              .scoped(\\.settings, as: Change.settings),
              .scoped(\\.mail, as: Change.inbox),
            ]
          }

          extension AppState: nonisolated ChangeTracking.TrackedState {
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

            nonisolated enum Change: String, Hashable, Sendable, Codable, CaseIterable {
              case count
            }

            nonisolated static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
              .tracked(\\.count, as: .count),
            ]
          }

          extension CounterState: nonisolated ChangeTracking.TrackedState {
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

            nonisolated enum Change: String, Hashable, Sendable, Codable, CaseIterable {
              case x
              case y
            }

            nonisolated static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
              .tracked(\\.x, as: .x),
              .tracked(\\.y, as: .y),
            ]
          }

          extension PointState: nonisolated ChangeTracking.TrackedState {
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

            public nonisolated enum Change: String, Hashable, Sendable, Codable, CaseIterable {
              case token
            }

            public nonisolated static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = [
              .tracked(\\.token, as: .token),
            ]
          }

          extension SessionState: nonisolated ChangeTracking.TrackedState {
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

            nonisolated enum Change: Hashable, Sendable, Codable, CaseIterable {
            }

            nonisolated static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = []
          }

          extension EmptyState: nonisolated ChangeTracking.TrackedState {
          }
          """
      )
    }
  }
#endif
