import Foundation

/// The `change-inspector` command: reads the file the command line names and prints its
/// timeline, or writes it as a web page.
enum Inspector {
  /// The exit status of a wrong command line.
  static let usageStatus: Int32 = 64

  /// The exit status of a file that cannot be shown.
  static let inputStatus: Int32 = 1

  /// Runs the command.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program's name.
  ///   - isTerminal: Whether standard output is a terminal, which gets colours.
  ///   - output: Writes a line to standard output.
  ///   - errors: Writes a line to standard error.
  /// - Returns: The exit status: 0, ``inputStatus`` or ``usageStatus``.
  static func run(
    _ arguments: [String],
    isTerminal: Bool,
    output: (String) -> Void,
    errors: (String) -> Void
  ) -> Int32 {
    let options: InspectorOptions
    do {
      guard let parsed = try InspectorOptions.parse(arguments) else {
        output(InspectorOptions.usage)
        return 0
      }
      options = parsed
    } catch {
      errors("change-inspector: \(error.message)\n\n\(InspectorOptions.usage)")
      return usageStatus
    }
    do {
      let timeline = try read(options.file)
      for warning in timeline.warnings {
        errors(warning)
      }
      if let pagePath = options.pagePath {
        try writePage(
          TimelinePage(filter: options.filter), steps: timeline.steps, kind: timeline.kind,
          stateType: timeline.stateType, warnings: timeline.warnings, from: options.file,
          to: pagePath)
        output("wrote \(pagePath): \(timeline.steps.count) records")
        return 0
      }
      let text = TimelineText(
        filter: options.filter, showsDiff: options.showsDiff, isColored: isTerminal)
      for line in text.lines(timeline, file: options.file) {
        output(line)
      }
      return 0
    } catch {
      errors("change-inspector: \(error)")
      return inputStatus
    }
  }

  /// Writes `page` for `steps`, read from `file`, to the file at `path`, a megabyte at a time.
  static func writePage<Steps: Sequence<TimelineStep>>(
    _ page: TimelinePage,
    steps: Steps,
    kind: String,
    stateType: String?,
    warnings: [String],
    from file: String,
    to path: String
  ) throws(InspectorError) {
    do {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown)
      }
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      var buffer = Data()
      try page.write(
        steps: steps, kind: kind, stateType: stateType, warnings: warnings, file: file
      ) { piece in
        buffer.append(contentsOf: piece.utf8)
        if buffer.count >= 1 << 20 {
          try handle.write(contentsOf: buffer)
          buffer.removeAll(keepingCapacity: true)
        }
      }
      try handle.write(contentsOf: buffer)
    } catch {
      throw InspectorError(file: path, line: nil, message: "cannot be written: \(error)")
    }
  }

  /// Reads and parses the file at `path`.
  static func read(_ path: String) throws(InspectorError) -> Timeline {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let reason =
        !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "cannot be read"
      throw InspectorError(file: path, line: nil, message: reason)
    }
    return try TimelineReader.read(Array(data), file: path)
  }
}
