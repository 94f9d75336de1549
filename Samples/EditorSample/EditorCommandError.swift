/// What is wrong with a command: printed, and the session goes on.
enum EditorCommandError: Error, Equatable, CustomStringConvertible {
  case unknownCommand(String)
  case missingArgument(command: String, expected: String)
  case notANumber(command: String, text: String)
  case noSuchItem(Int, count: Int)
  case unknownCheckpoint(String)

  var description: String {
    switch self {
    case .unknownCommand(let word):
      "unknown command '\(word)'; type 'help' for the list"
    case .missingArgument(let command, let expected):
      "'\(command)' needs \(expected)"
    case .notANumber(let command, let text):
      "'\(command)' needs an item number, not '\(text)'"
    case .noSuchItem(let number, let count):
      count == 0
        ? "there is no item \(number): the list is empty"
        : "there is no item \(number): items are numbered 1 to \(count)"
    case .unknownCheckpoint(let name):
      "no checkpoint is named '\(name)'"
    }
  }
}
