/// A value with every shape the difference printer handles: nested structures, optionals, enums
/// with payloads, arrays, dictionaries, sets and multi-line strings.
struct Person: Equatable {
  enum Status: Equatable {
    case active
    case suspended(reason: String, days: Int)
    case invited(by: String)
  }

  struct Address: Equatable {
    var street: String
    var city: String
  }

  var name = "Ada"
  var age = 36
  var address = Address(street: "12 St James's Square", city: "London")
  var nickname: String? = nil
  var status = Status.active
  var tags: [String] = ["math", "poetry", "engines"]
  var scores: [String: Int] = ["analysis": 9, "algebra": 8, "geometry": 7]
  var roles: Set<String> = ["author", "translator"]
  var notes = "Wrote the first program.\nTranslated Menabrea.\nCorresponded with Babbage."
}
