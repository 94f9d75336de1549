#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The keys of a JSON object, read without decoding its values.
struct TopLevelKeys: Decodable {
  /// The object's keys.
  var keys: Set<String>

  init(from decoder: any Decoder) throws {
    keys = Set(try decoder.container(keyedBy: RecordingKey.self).allKeys.map(\.stringValue))
  }

  /// The keys of the object `json` encodes; empty when it is no object.
  static func keys(of json: [UInt8]) -> Set<String> {
    (try? JSONDecoder().decode(Self.self, from: Data(json)))?.keys ?? []
  }
}
