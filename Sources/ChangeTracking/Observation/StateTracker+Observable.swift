public import Observation

/// A tracker is `Observable`, so that SwiftUI can hold it where it holds an observable object:
/// `@State`, `@Environment`, and `@Bindable`, whose bindings (`$tracker.email`) write through
/// the tracker.
///
/// The conformance declares nothing and costs nothing. It is the bridge that
/// ``StateTracker/enableObservation()`` turns on that registers reads and invalidates views: a
/// view re-renders when a property it read changes only after that call.
///
/// ```swift
/// struct LoginView: View {
///   @Bindable var tracker: StateTracker<LoginState>  // tracker.enableObservation() was called
///
///   var body: some View {
///     TextField("Email", text: $tracker.email)  // each keystroke is a tracked write
///   }
/// }
/// ```
extension StateTracker: Observable {}
