#if Macros
  import SwiftSyntax

  /// One stored property of a `@ChangeTracked` state, as its declaration says to track it.
  struct StoredProperty {
    /// How the property is declared to the tracker.
    enum Kind {
      /// Tracked; `reporting` and `isEqual` are the attribute's arguments, if written.
      case tracked(reporting: ExprSyntax?, isEqual: ExprSyntax?)
      /// An array declared row by row; `reporting` is the attribute's argument, if written.
      case trackedRows(reporting: ExprSyntax?)
      /// Untracked on purpose.
      case untracked
      /// Embeds a tracked state whose type is `childType` (optional or not).
      case scoped(childType: TypeSyntax)
    }

    /// The property's name, as written (with backticks, if any).
    var name: String

    /// The name of the property's case in `Change`, as written.
    var change: String

    /// How the property is tracked.
    var kind: Kind

    /// Where the property is declared, for diagnostics.
    var node: Syntax
  }

  extension StoredProperty {
    /// The names of the attributes that configure a property.
    static let attributeNames: Set<String> = ["Tracked", "TrackedRows", "Untracked", "Scoped"]

    /// The name of an attribute without its module, such as `Tracked` for
    /// `@ChangeTrackingMacros.Tracked(…)`.
    static func name(of attribute: AttributeSyntax) -> String {
      let type = attribute.attributeName
      if let member = type.as(MemberTypeSyntax.self) {
        return member.name.text
      }
      return type.trimmedDescription
    }

    /// The line of `trackedProperties` that declares the property.
    var declaration: String {
      let keyPath = "\\.\(name)"
      switch kind {
      case .untracked:
        return ".untracked(\(keyPath))"
      case .scoped:
        return ".scoped(\(keyPath), as: Change.\(change))"
      case .trackedRows(let reporting):
        let options = reporting.map { ", reporting: \($0.trimmedDescription)" } ?? ""
        return ".trackedRows(\(keyPath), as: .\(change)\(options))"
      case .tracked(let reporting, let isEqual):
        var line = ".tracked(\(keyPath), as: .\(change)"
        if let reporting {
          line += ", reporting: \(reporting.trimmedDescription)"
        }
        if let isEqual {
          line += ", isEqual: \(isEqual.trimmedDescription)"
        }
        return line + ")"
      }
    }

    /// The property's case in `Change`, or `nil` for an untracked property.
    var changeCase: String? {
      switch kind {
      case .untracked:
        return nil
      case .tracked, .trackedRows:
        return "case \(change)"
      case .scoped(let childType):
        return "case \(change)(\(childType.trimmedDescription).Change)"
      }
    }
  }
#endif
