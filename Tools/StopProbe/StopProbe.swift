import Foundation

/// Performs one documented misuse, named by its argument, so that a script can check that a
/// release build stops with the misuse's message on standard error (`preconditionFailure`
/// drops its message under `-O`; `fatalError` keeps it). `--list` prints the names, one a line.
///
/// Exits with status 0 and a line on standard output when the misuse did not stop the program,
/// and with status 64 when the argument names no misuse.
@main
enum StopProbe {
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.count == 1, let name = arguments.first else {
      fail("usage: StopProbe --list | StopProbe NAME")
    }
    if name == "--list" {
      for stop in Stop.allCases {
        print(stop.rawValue)
      }
      return
    }
    guard let stop = Stop(rawValue: name) else {
      fail("StopProbe: no misuse is named \(name); --list names them")
    }
    do {
      try stop.perform()
    } catch {
      fail("StopProbe: \(name) threw before its misuse: \(error)")
    }
    print("\(name): the program did not stop")
  }

  /// Writes `message` to standard error and exits with status 64, which no stop uses.
  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(64)
  }
}
