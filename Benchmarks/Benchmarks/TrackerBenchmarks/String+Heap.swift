extension String {
  /// A copy of `text` stored in an object on the heap, as a string built at run time is.
  ///
  /// A string literal longer than 15 bytes points into the binary, and copying it counts no
  /// reference; a string made at run time, such as one decoded from a server's response, is a
  /// heap object that every copy retains and every destroyed copy releases. The benchmark's
  /// states hold the second kind, as an app's do.
  init(onHeap text: String) {
    self.init(decoding: Array(text.utf8), as: UTF8.self)
  }
}
