/// One entry of the state's list: a to-do, as a screen would show it.
public struct Item: Equatable, Identifiable, Sendable, Codable {
  public var id: Int
  public var title: String
  public var isDone: Bool

  public init(id: Int, title: String, isDone: Bool) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}
