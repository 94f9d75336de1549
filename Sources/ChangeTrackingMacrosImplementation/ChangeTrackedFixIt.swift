#if Macros
  import SwiftDiagnostics

  /// The fix-its that come with a `ChangeTrackedDiagnostic`.
  enum ChangeTrackedFixIt: FixItMessage {
    case replaceLetWithVar

    var message: String {
      switch self {
      case .replaceLetWithVar: "replace 'let' with 'var'"
      }
    }

    var fixItID: MessageID {
      MessageID(domain: "ChangeTrackingMacros", id: "replaceLetWithVar")
    }
  }
#endif
