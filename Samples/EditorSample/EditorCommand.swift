/// One line the editor understands.
enum EditorCommand: Equatable {
  case title(String)
  case add(String)
  case done(item: Int)
  case rename(item: Int, text: String)
  case remove(item: Int)
  case move(item: Int, to: Int)
  case group([EditorCommand])
  case undo
  case redo
  case checkpoint(String)
  case rollback(String)
  case save
  case show
  case help

  /// What `help` prints.
  static let usage = """
    commands:
      title <text>            rename the list
      add <text>              add an item
      done <n>                mark item n done, or not done
      rename <n> <text>       change the text of item n
      remove <n>              remove item n
      move <n> <m>            move item n to place m
      group <cmd>; <cmd>...   run commands as one undo step (a transaction)
      undo, redo              step back or forward
      checkpoint <name>       remember this state under a name
      rollback <name>         return to a checkpoint (undo reverses it)
      save                    write the history as JSON and read it back
      show                    print the list
      help                    print this help
    """

  /// Reads one line.
  ///
  /// - Throws: ``EditorCommandError`` saying what is wrong with the line.
  init(parsing line: String) throws(EditorCommandError) {
    let trimmed = line.drop { $0 == " " }
    let word = String(trimmed.prefix { $0 != " " })
    let rest = String(trimmed.dropFirst(word.count).drop { $0 == " " })
    switch word {
    case "title": self = .title(try Self.text(rest, for: word))
    case "add": self = .add(try Self.text(rest, for: word))
    case "done": self = .done(item: try Self.number(rest, for: word))
    case "remove": self = .remove(item: try Self.number(rest, for: word))
    case "move":
      let numbers = rest.split(separator: " ").map { String($0) }
      guard numbers.count == 2 else {
        throw .missingArgument(command: word, expected: "two item numbers")
      }
      self = .move(
        item: try Self.number(numbers[0], for: word), to: try Self.number(numbers[1], for: word))
    case "rename":
      let number = String(rest.prefix { $0 != " " })
      let text = String(rest.dropFirst(number.count).drop { $0 == " " })
      self = .rename(item: try Self.number(number, for: word), text: try Self.text(text, for: word))
    case "group":
      let parts = rest.split(separator: ";").map { String($0) }
      guard !parts.isEmpty else {
        throw .missingArgument(command: word, expected: "commands separated by ';'")
      }
      var commands: [EditorCommand] = []
      for part in parts {
        commands.append(try EditorCommand(parsing: part))
      }
      self = .group(commands)
    case "undo": self = .undo
    case "redo": self = .redo
    case "checkpoint": self = .checkpoint(try Self.text(rest, for: word))
    case "rollback": self = .rollback(try Self.text(rest, for: word))
    case "save": self = .save
    case "show": self = .show
    case "help": self = .help
    default: throw .unknownCommand(word)
    }
  }

  private static func text(_ text: String, for command: String) throws(EditorCommandError)
    -> String
  {
    guard !text.isEmpty else {
      throw .missingArgument(command: command, expected: "a text")
    }
    return text
  }

  private static func number(_ text: String, for command: String) throws(EditorCommandError)
    -> Int
  {
    guard !text.isEmpty else {
      throw .missingArgument(command: command, expected: "an item number")
    }
    guard let number = Int(text) else {
      throw .notANumber(command: command, text: text)
    }
    return number
  }
}
