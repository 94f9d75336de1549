#if Macros
  import SwiftDiagnostics

  /// A problem that stops `@ChangeTracked` or a property attribute, each saying what to write
  /// instead.
  enum ChangeTrackedDiagnostic: DiagnosticMessage {
    case notAStruct(kind: String, name: String)
    case letProperty(name: String)
    case lazyProperty(name: String)
    case missingScopedType(name: String)
    case trackedRowsNeedsArrayType(name: String, type: String?)
    case duplicateChange(change: String, name: String, owner: String)
    case invalidChangeName(text: String)
    case conflictingAttributes(first: String, second: String)
    case attributeOnComputedProperty(attribute: String, name: String)
    case attributeOnStaticProperty(attribute: String, name: String)
    case attributeNotOnProperty(attribute: String)
    case attributeOutsideTrackedState(attribute: String)
    case memberWrittenByMacro(name: String)
    case propertyInsideIfConfig(name: String)
    case unsupportedPattern(pattern: String)

    var message: String {
      switch self {
      case .notAStruct(let kind, let name):
        return """
          @ChangeTracked applies to a struct, not to \(kind) '\(name)': a tracked state is a \
          value, copied into each snapshot; declare it as 'struct \(name)'
          """
      case .letProperty(let name):
        return """
          'let' property '\(name)' can't be tracked: a tracker writes through a WritableKeyPath; \
          declare it with 'var', or mark it '@Untracked' if no observer needs it
          """
      case .lazyProperty(let name):
        return """
          'lazy' property '\(name)' can't be part of a tracked state: its first read stores a \
          value that no tracker reports; give it its value where it is declared
          """
      case .missingScopedType(let name):
        return """
          @Scoped property '\(name)' needs its type written, because its change carries the \
          embedded state's change: write 'var \(name): ChildState' (or 'ChildState?')
          """
      case .trackedRowsNeedsArrayType(let name, let type?):
        return """
          @TrackedRows property '\(name)' has type '\(type)': it declares an array row by row, so \
          its type must be written as an array, '[Element]' or 'Array<Element>'; use @Tracked for \
          any other value
          """
      case .trackedRowsNeedsArrayType(let name, nil):
        return """
          @TrackedRows property '\(name)' needs its type written, because it declares an array \
          row by row: write 'var \(name): [Element]'
          """
      case .duplicateChange(let change, let name, let owner):
        return """
          property '\(name)' has the change '\(change)' of property '\(owner)': give one of them \
          another name with '@Tracked(as: "…")'
          """
      case .invalidChangeName(let text):
        return """
          the change name \(text) is not a Swift identifier: write a string literal such as \
          "displayName"
          """
      case .conflictingAttributes(let first, let second):
        return """
          a property takes one of @Tracked, @TrackedRows, @Untracked and @Scoped: remove \
          @\(second) or @\(first)
          """
      case .attributeOnComputedProperty(let attribute, let name):
        return """
          @\(attribute) has no effect on computed property '\(name)': only stored properties are \
          tracked; remove it
          """
      case .attributeOnStaticProperty(let attribute, let name):
        return """
          @\(attribute) has no effect on static property '\(name)': a state's snapshots hold only \
          its instance properties; remove it
          """
      case .attributeNotOnProperty(let attribute):
        return "@\(attribute) applies to a stored property of a @ChangeTracked struct"
      case .attributeOutsideTrackedState(let attribute):
        return """
          @\(attribute) has no effect outside a @ChangeTracked struct: add @ChangeTracked to the \
          struct, or remove it
          """
      case .memberWrittenByMacro(let name):
        return """
          @ChangeTracked writes '\(name)' from the stored properties: remove this declaration, or \
          remove @ChangeTracked and declare both 'Change' and 'trackedProperties' by hand
          """
      case .propertyInsideIfConfig(let name):
        return """
          stored property '\(name)' is inside '#if', and @ChangeTracked can't know whether it is \
          compiled: move it out of the '#if', or declare the state by hand
          """
      case .unsupportedPattern(let pattern):
        return """
          @ChangeTracked needs one name per stored property: declare each name of \(pattern) as a \
          property of its own
          """
      }
    }

    var diagnosticID: MessageID {
      let name =
        switch self {
        case .notAStruct: "notAStruct"
        case .letProperty: "letProperty"
        case .lazyProperty: "lazyProperty"
        case .missingScopedType: "missingScopedType"
        case .trackedRowsNeedsArrayType: "trackedRowsNeedsArrayType"
        case .duplicateChange: "duplicateChange"
        case .invalidChangeName: "invalidChangeName"
        case .conflictingAttributes: "conflictingAttributes"
        case .attributeOnComputedProperty: "attributeOnComputedProperty"
        case .attributeOnStaticProperty: "attributeOnStaticProperty"
        case .attributeNotOnProperty: "attributeNotOnProperty"
        case .attributeOutsideTrackedState: "attributeOutsideTrackedState"
        case .memberWrittenByMacro: "memberWrittenByMacro"
        case .propertyInsideIfConfig: "propertyInsideIfConfig"
        case .unsupportedPattern: "unsupportedPattern"
        }
      return MessageID(domain: "ChangeTrackingMacros", id: name)
    }

    var severity: DiagnosticSeverity {
      switch self {
      case .attributeOutsideTrackedState: .warning
      default: .error
      }
    }
  }
#endif
