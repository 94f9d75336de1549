import ChangeInspectorCore
import Foundation

// Shows a session recording, a saved history or a change log of ChangeTracking as a timeline;
// `change-inspector --help` says how.
exit(
  ChangeInspector.main(
    Array(CommandLine.arguments.dropFirst()), isTerminal: isatty(STDOUT_FILENO) == 1))
