/// What the command line asks of the inspector.
struct InspectorOptions: Equatable, Sendable {
  /// The file to show.
  var file: String

  /// Which records to show.
  var filter = TimelineFilter()

  /// Whether to print each step's difference from the one before.
  var showsDiff = false

  /// Where to write the web page, instead of printing the timeline.
  var pagePath: String?

  /// What `--help` and a wrong command line print.
  static let usage = """
    usage: change-inspector <file> [--diff] [--change NAME]... [--from N] [--to N] [--html OUT]

    Shows a session recording, a saved history or a change log of ChangeTracking as a timeline.

      <file>          the file to show
      --diff          under each record, what changed since the record before
      --change NAME   only the records of this change (its case name, such as 'title'); repeatable
      --from N        only the records from sequence number N
      --to N          only the records up to sequence number N
      --html OUT      write the timeline as a web page to OUT instead of printing it
      --help          print this help
    """

  /// Why a command line is refused.
  struct Refusal: Error, Equatable {
    /// What is wrong, in words.
    var message: String
  }

  /// Reads the arguments that follow the program's name; `nil` for `--help`.
  ///
  /// - Throws: ``Refusal`` saying what is wrong.
  static func parse(_ arguments: [String]) throws(Refusal) -> Self? {
    var file: String?
    var options = Self(file: "")
    var remaining = arguments[...]
    func value(for option: String) throws(Refusal) -> String {
      guard let value = remaining.popFirst() else {
        throw Refusal(message: "\(option) needs a value")
      }
      return value
    }
    func number(for option: String) throws(Refusal) -> Int {
      let text = try value(for: option)
      guard let number = Int(text) else {
        throw Refusal(message: "\(option) needs a whole number, not '\(text)'")
      }
      return number
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h": return nil
      case "--diff": options.showsDiff = true
      case "--change": options.filter.changes.insert(try value(for: argument))
      case "--from": options.filter.from = try number(for: argument)
      case "--to": options.filter.to = try number(for: argument)
      case "--html": options.pagePath = try value(for: argument)
      default:
        guard !argument.hasPrefix("--"), file == nil else {
          throw Refusal(
            message: file == nil || argument.hasPrefix("--")
              ? "unknown option '\(argument)'" : "one file at a time, not also '\(argument)'")
        }
        file = argument
      }
    }
    guard let file else {
      throw Refusal(message: "which file? Give its path")
    }
    options.file = file
    return options
  }
}
