import ChangeTracking
import Foundation

/// Runs the profile screen against a simulated service and prints every label refresh; with
/// `--log`, also the debug change log of every record.
@main
enum ProfileSample {
  @MainActor
  static func main() async {
    let user = User(
      name: "Ada Lovelace",
      dateOfBirth: Date(timeIntervalSince1970: -4_861_728_000),
      email: "ada@example.com",
      accountStatus: .basic
    )
    let viewModel = ProfileViewModel(service: SimulatedUserService(user: user))
    let view = ProfileView(viewModel: viewModel)
    let log = CommandLine.arguments.contains("--log") ? viewModel.tracker.logChanges() : nil
    defer { log?.cancel() }

    print("fetchUser()")
    await viewModel.fetchUser().value
    print("refreshAccountStatus()")
    await viewModel.refreshAccountStatus().value
    print("Done: \(view.lines.count) label refreshes.")
  }
}
