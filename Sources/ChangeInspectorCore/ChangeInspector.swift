import Foundation

/// The entry point of the `change-inspector` executable.
public enum ChangeInspector {
  /// Runs the inspector on the process's standard output and error.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program's name.
  ///   - isTerminal: Whether standard output is a terminal, which gets colours.
  /// - Returns: The exit status.
  public static func main(_ arguments: [String], isTerminal: Bool) -> Int32 {
    Inspector.run(
      arguments, isTerminal: isTerminal,
      output: { print($0) },
      errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
  }
}
