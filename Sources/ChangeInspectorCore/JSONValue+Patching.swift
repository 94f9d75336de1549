/// Rebuilding a state from a session recording's lines of changes (format version 2): a
/// property's value written in, and an array's row changes applied.
extension JSONValue {
  /// The object with the member named `key` set to `value`: replaced where it is, or added
  /// last; `nil` for a value that is no object.
  func setting(_ key: String, to value: JSONValue) -> JSONValue? {
    guard case .object(var members) = self else {
      return nil
    }
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      members.append(Member(key: key, value: value))
    }
    return .object(members)
  }

  /// The array with `rowChanges` applied in order, each row they insert or update taking the
  /// next of `rows`; `nil` for a value that is no array, a row change that is not one (a known
  /// `kind`, an `offset`, a `to` for a move) or falls outside the array, or rows that do not
  /// match the changes in number.
  func applying(_ rowChanges: [JSONValue], rows: [JSONValue]) -> JSONValue? {
    guard case .array(var elements) = self else {
      return nil
    }
    var nextRow = rows.startIndex
    for change in rowChanges {
      guard let kind = change["kind"]?.string, let offset = change["offset"]?.int, offset >= 0
      else {
        return nil
      }
      switch kind {
      case "inserted", "updated":
        guard nextRow < rows.endIndex,
          offset < elements.count + (kind == "inserted" ? 1 : 0)
        else {
          return nil
        }
        if kind == "inserted" {
          elements.insert(rows[nextRow], at: offset)
        } else {
          elements[offset] = rows[nextRow]
        }
        nextRow += 1
      case "removed":
        guard offset < elements.count else {
          return nil
        }
        elements.remove(at: offset)
      case "moved":
        guard let to = change["to"]?.int, offset < elements.count, (0..<elements.count).contains(to)
        else {
          return nil
        }
        elements.insert(elements.remove(at: offset), at: to)
      default:
        return nil
      }
    }
    return nextRow == rows.endIndex ? .array(elements) : nil
  }
}
