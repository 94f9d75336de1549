#if Macros
  import SwiftDiagnostics
  import SwiftSyntaxMacrosGenericTestSupport
  import Testing

  /// What `@ChangeTracked` and the property attributes say when they are misused, word for word.
  @Suite struct ChangeTrackedDiagnosticsTests {
    @Test func classIsRefused() {
      assertExpansion(
        """
        @ChangeTracked
        final class ProfileModel {
          var name = ""
        }
        """,
        expandedSource: """
          final class ProfileModel {
            var name = ""
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              @ChangeTracked applies to a struct, not to class 'ProfileModel': a tracked state is a \
              value, copied into each snapshot; declare it as 'struct ProfileModel'
              """,
            line: 1,
            column: 1
          )
        ]
      )
    }

    @Test func letPropertyIsRefusedWithAFixIt() {
      assertExpansion(
        """
        @ChangeTracked
        struct ProfileState {
          let id: Int
          var name = ""
        }
        """,
        expandedSource: """
          struct ProfileState {
            let id: Int
            var name = ""
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              'let' property 'id' can't be tracked: a tracker writes through a WritableKeyPath; \
              declare it with 'var', or mark it '@Untracked' if no observer needs it
              """,
            line: 3,
            column: 3,
            fixIts: [FixItSpec(message: "replace 'let' with 'var'")]
          )
        ],
        applyFixIts: ["replace 'let' with 'var'"],
        fixedSource: """
          @ChangeTracked
          struct ProfileState {
            var id: Int
            var name = ""
          }
          """
      )
    }

    @Test func sameChangeNameTwiceIsRefused() {
      assertExpansion(
        """
        @ChangeTracked
        struct ProfileState {
          var name = ""
          @Tracked(as: "name") var fullName = ""
        }
        """,
        expandedSource: """
          struct ProfileState {
            var name = ""
            var fullName = ""
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              property 'fullName' has the change 'name' of property 'name': give one of them \
              another name with '@Tracked(as: "…")'
              """,
            line: 4,
            column: 28
          )
        ]
      )
    }

    @Test func changeNameMustBeAnIdentifier() {
      assertExpansion(
        """
        @ChangeTracked
        struct ProfileState {
          @Tracked(as: "full name") var name = ""
        }
        """,
        expandedSource: """
          struct ProfileState {
            var name = ""
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              the change name "full name" is not a Swift identifier: write a string literal such as \
              "displayName"
              """,
            line: 3,
            column: 16
          )
        ]
      )
    }

    @Test func scopedPropertyNeedsItsType() {
      assertExpansion(
        """
        @ChangeTracked
        struct AppState {
          @Scoped var news = NewsState()
        }
        """,
        expandedSource: """
          struct AppState {
            var news = NewsState()
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              @Scoped property 'news' needs its type written, because its change carries the \
              embedded state's change: write 'var news: ChildState' (or 'ChildState?')
              """,
            line: 3,
            column: 3
          )
        ]
      )
    }

    @Test func attributeOnComputedPropertyIsRefused() {
      assertExpansion(
        """
        @ChangeTracked
        struct ProfileState {
          var name = ""
          @Untracked var greeting: String { "Hello, \\(name)" }
        }
        """,
        expandedSource: """
          struct ProfileState {
            var name = ""
            var greeting: String { "Hello, \\(name)" }
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              @Untracked has no effect on computed property 'greeting': only stored properties are \
              tracked; remove it
              """,
            line: 4,
            column: 3
          )
        ]
      )
    }

    @Test func attributeOnStaticPropertyIsRefused() {
      assertExpansion(
        """
        @ChangeTracked
        struct ProfileState {
          var name = ""
          @Untracked static var shared = ProfileState()
        }
        """,
        expandedSource: """
          struct ProfileState {
            var name = ""
            static var shared = ProfileState()
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              @Untracked has no effect on static property 'shared': a state's snapshots hold only \
              its instance properties; remove it
              """,
            line: 4,
            column: 3
          )
        ]
      )
    }

    @Test func trackedRowsOnAValueNotWrittenAsAnArrayIsRefused() {
      assertExpansion(
        """
        @ChangeTracked
        struct SettingsState {
          @TrackedRows var tags: Set<String> = []
        }
        """,
        expandedSource: """
          struct SettingsState {
            var tags: Set<String> = []
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              @TrackedRows property 'tags' has type 'Set<String>': it declares an array row by \
              row, so its type must be written as an array, '[Element]' or 'Array<Element>'; use \
              @Tracked for any other value
              """,
            line: 3,
            column: 3
          )
        ]
      )
    }

    @Test func trackedRowsWithoutAWrittenTypeIsRefused() {
      assertExpansion(
        """
        @ChangeTracked
        struct SettingsState {
          @TrackedRows var items = [SettingsItem]()
        }
        """,
        expandedSource: """
          struct SettingsState {
            var items = [SettingsItem]()
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              @TrackedRows property 'items' needs its type written, because it declares an array \
              row by row: write 'var items: [Element]'
              """,
            line: 3,
            column: 3
          )
        ]
      )
    }

    @Test func twoAttributesOnOnePropertyAreRefused() {
      assertExpansion(
        """
        @ChangeTracked
        struct ProfileState {
          @Untracked @Tracked(reporting: .everyWrite) var name = ""
        }
        """,
        expandedSource: """
          struct ProfileState {
            var name = ""
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              a property takes one of @Tracked, @TrackedRows, @Untracked and @Scoped: remove \
              @Tracked or @Untracked
              """,
            line: 3,
            column: 14
          )
        ]
      )
    }

    @Test func handWrittenChangeIsRefused() {
      assertExpansion(
        """
        @ChangeTracked
        struct ProfileState {
          var name = ""
          enum Change {
            case name
          }
        }
        """,
        expandedSource: """
          struct ProfileState {
            var name = ""
            enum Change {
              case name
            }
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              @ChangeTracked writes 'Change' from the stored properties: remove this declaration, or \
              remove @ChangeTracked and declare both 'Change' and 'trackedProperties' by hand
              """,
            line: 4,
            column: 3
          )
        ]
      )
    }

    @Test func storedPropertyInsideIfIsRefused() {
      assertExpansion(
        """
        @ChangeTracked
        struct ProfileState {
          var name = ""
          #if DEBUG
          var debugLog: [String] = []
          func dump() {}
          #endif
        }
        """,
        expandedSource: """
          struct ProfileState {
            var name = ""
            #if DEBUG
            var debugLog: [String] = []
            func dump() {}
            #endif
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              stored property 'debugLog' is inside '#if', and @ChangeTracked can't know whether it is \
              compiled: move it out of the '#if', or declare the state by hand
              """,
            line: 5,
            column: 7
          )
        ]
      )
    }

    @Test func lazyPropertyIsRefused() {
      assertExpansion(
        """
        @ChangeTracked
        struct ProfileState {
          lazy var formatter = Formatter()
        }
        """,
        expandedSource: """
          struct ProfileState {
            lazy var formatter = Formatter()
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              'lazy' property 'formatter' can't be part of a tracked state: its first read stores a \
              value that no tracker reports; give it its value where it is declared
              """,
            line: 3,
            column: 3
          )
        ]
      )
    }

    @Test func tuplePatternIsRefused() {
      assertExpansion(
        """
        @ChangeTracked
        struct PointState {
          var (x, y) = (0, 0)
        }
        """,
        expandedSource: """
          struct PointState {
            var (x, y) = (0, 0)
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              @ChangeTracked needs one name per stored property: declare each name of (x, y) as a \
              property of its own
              """,
            line: 3,
            column: 7
          )
        ]
      )
    }

    @Test func attributeOutsideTrackedStateIsAWarning() {
      assertExpansion(
        """
        struct PlainState {
          @Untracked var cache = 0
        }
        """,
        expandedSource: """
          struct PlainState {
            var cache = 0
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: """
              @Untracked has no effect outside a @ChangeTracked struct: add @ChangeTracked to the \
              struct, or remove it
              """,
            line: 2,
            column: 3,
            severity: .warning
          )
        ]
      )
    }

    @Test func attributeOnAFunctionIsRefused() {
      assertExpansion(
        """
        @ChangeTracked
        struct PlainState {
          @Tracked func reload() {}
        }
        """,
        expandedSource: """
          struct PlainState {
            func reload() {}

            nonisolated enum Change: Hashable, Sendable, Codable, CaseIterable {
            }

            nonisolated static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = []
          }

          extension PlainState: nonisolated ChangeTracking.TrackedState {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "@Tracked applies to a stored property of a @ChangeTracked struct",
            line: 3,
            column: 3
          )
        ]
      )
    }
  }
#endif
