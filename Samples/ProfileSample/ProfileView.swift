import ChangeTracking
import Foundation

/// A stand-in for the profile screen: one label per property, refreshed only when its change is
/// reported, and printed so the order of side effects can be read.
@MainActor
final class ProfileView {
  /// What each label shows now.
  private(set) var labels: [ProfileState.Change: String] = [:]

  /// Every line the view printed, in order.
  private(set) var lines: [String] = []

  private let viewModel: ProfileViewModel

  init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
    viewModel.tracker.onChange = { [unowned self] change in
      render(change)
    }
  }

  /// Refreshes the one label that `change` names.
  func render(_ change: ProfileState.Change) {
    let state = viewModel.tracker.state
    let text: String
    switch change {
    case .name:
      text = state.name ?? "—"
    case .dateOfBirth:
      text = state.dateOfBirth.map { $0.formatted(.iso8601.year().month().day()) } ?? "—"
    case .email:
      text = state.email ?? "—"
    case .accountStatus:
      text = state.accountStatus?.rawValue ?? "—"
    case .callsInProgress:
      text = state.callsInProgress > 0 ? "loading (\(state.callsInProgress))" : "idle"
    case .errorMessage:
      text = state.errorMessage ?? ""
    }
    labels[change] = text
    let line = "  \(change) label → \(text)"
    lines.append(line)
    print(line)
  }
}
