#if canImport(SwiftUI)
  import ChangeTracking
  import SwiftUI

  /// The sign-up form in SwiftUI.
  ///
  /// It follows the one rule of a tracker in a view: the view model calls
  /// `tracker.enableObservation()` once, where it makes the tracker. `@Bindable` then gives
  /// bindings (`$tracker.email`) whose every write is a tracked write, and the view re-renders
  /// when a property it reads changes. Without that call, the bindings still write through the
  /// tracker, but the view never re-renders.
  public struct SignupView: View {
    @Bindable private var tracker: StateTracker<SignupState>
    private let viewModel: SignupViewModel

    public init(viewModel: SignupViewModel) {
      self.viewModel = viewModel
      _tracker = Bindable(viewModel.tracker)
    }

    public var body: some View {
      Form {
        TextField("Email", text: $tracker.email)
        SecureField("Password", text: $tracker.password)
        if let message = tracker.errorMessage {
          Text(message)
        }
        Button("Create account") {
          viewModel.submit()
        }
        .disabled(!tracker.canSubmit)
      }
    }
  }
#endif
