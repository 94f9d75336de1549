/// How deeply a line of JSON nests its objects and arrays, against how deeply `JSONEncoder`
/// writes and `JSONDecoder` reads them.
///
/// `JSONDecoder` refuses a document whose objects and arrays go more than 512 levels deep, and
/// refuses it as a whole; `JSONEncoder` refuses to write one of 512 levels or more on some
/// platforms and not on others. A recording writes no line deeper than ``deepestLine``, the
/// deepest that the encoder writes and the decoder reads on every platform, so that whether a
/// record is written does not depend on the platform, and every line written reads back.
enum JSONNesting {
  /// The most levels of objects and arrays, one inside another, that a line may have, the
  /// line's own object counted.
  static var deepestLine: Int { 511 }

  /// What a record nested deeper than ``deepestLine`` is refused with.
  static var tooDeepDetail: String {
    "the record nests objects and arrays more than \(deepestLine) levels deep, which JSON "
      + "encoders and decoders refuse"
  }

  /// The deepest level of objects and arrays in the JSON text `bytes`, those inside strings
  /// left out; 0 for a scalar.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func depth(of bytes: some Sequence<UInt8>) -> Int {
    JSONCompleteness.structure(of: bytes).deepest
  }
}
