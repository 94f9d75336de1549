/// The values the workload writes, made once: strings longer than 15 bytes, built at run time so
/// that they are objects on the heap, as an app's names and titles are. Each edit alternates
/// between two of them, so that every write changes the value.
enum FeedWords {
  /// Two screen titles.
  static let titles = ["Latest stories for today", "Latest stories for tomorrow"].map(onHeap)

  /// Two display names of the account.
  static let names = ["Augusta Ada King, Countess of Lovelace", "Ada Lovelace, Analyst"].map(
    onHeap)

  /// A copy of `text` in an object on the heap (a literal longer than 15 bytes points into the
  /// binary, and copying it counts no reference).
  private static func onHeap(_ text: String) -> String {
    String(decoding: Array(text.utf8), as: UTF8.self)
  }
}
