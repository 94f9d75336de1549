import Foundation

/// The entry points of the `change-inspector` executable.
///
/// Not API: the module is a product only so that the benchmark package can measure it.
public enum ChangeInspector {
  /// Runs the inspector on the process's standard output and error.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program's name.
  ///   - isTerminal: Whether standard output is a terminal, which gets colours.
  /// - Returns: The exit status.
  public static func main(_ arguments: [String], isTerminal: Bool) -> Int32 {
    run(
      arguments, isTerminal: isTerminal,
      output: { print($0) },
      errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
  }

  /// Runs the inspector, handing each line it prints to `output` or `errors`.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program's name.
  ///   - isTerminal: Whether the output is shown on a terminal, which gets colours.
  ///   - output: Receives each line for standard output.
  ///   - errors: Receives each line for standard error.
  /// - Returns: The exit status: 0, 1 for a file that cannot be shown, 64 for a wrong command
  ///   line.
  public static func run(
    _ arguments: [String],
    isTerminal: Bool,
    output: (String) -> Void,
    errors: (String) -> Void
  ) -> Int32 {
    Inspector.run(arguments, isTerminal: isTerminal, output: output, errors: errors)
  }

  /// Writes the page of `steps`, read one at a time, to the file at `path`, as
  /// `change-inspector FILE --html PATH` writes the page of a file: for the check of the page's
  /// size, whose session is too large to record with whole states.
  ///
  /// - Parameters:
  ///   - steps: The records.
  ///   - kind: The kind of file, in words, as the page's heading says it.
  ///   - stateType: The state's type name.
  ///   - file: The name the page gives the file.
  ///   - path: Where to write the page.
  /// - Throws: An error naming `path` when it cannot be written.
  package static func writePage<Steps: Sequence<TimelineStep>>(
    steps: Steps,
    kind: String,
    stateType: String?,
    file: String,
    to path: String
  ) throws {
    try Inspector.writePage(
      TimelinePage(), steps: steps, kind: kind, stateType: stateType, warnings: [], from: file,
      to: path)
  }
}
