#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a session recording writes a record with only what it changed (format version 2), and
/// reads such a line back: the state's declared properties, each written alone under its name.
///
/// Built once per recording and once per reading, from the declarations, never on the write
/// path.
struct RecordingPlan<State: TrackedState & Codable> where State.Change: Codable {
  /// The declared properties that can be written alone, by name.
  private(set) var properties: [String: RecordedProperty<State>] = [:]

  /// The property each tracked change identifies.
  private(set) var changed: [State.Change: RecordedProperty<State>] = [:]

  /// The untracked properties: their writes are stored without a record, so every line of
  /// changes carries their values.
  private(set) var untracked: [RecordedProperty<State>] = []

  /// The properties that embed a scoped state: a record of one of its changes names a change
  /// of the child, which no declaration of this state does, and its line carries these values.
  private(set) var scoped: [RecordedProperty<State>] = []

  /// The plan of `State`'s declarations.
  init() {
    for declaration in State.trackedProperties {
      guard let name = DeclarationCheck.storedPropertyName(of: declaration.keyPath),
        let property = RecordedProperty.make(declaration.keyPath, name: name)
      else {
        continue
      }
      properties[name] = property
      switch declaration.kind {
      case .tracked(let change): changed[change] = property
      case .untracked: untracked.append(property)
      case .scoped: scoped.append(property)
      }
    }
  }

  /// The plan with which a recorder writes records of trackers of `sample`'s type with only
  /// what they changed, or `nil` when it must write whole snapshots: unless every stored
  /// property is declared once and can be written alone, and the state's encoding writes no key
  /// but their names, so that a reader that knows only the JSON (the inspector) puts each value
  /// where the whole state has it.
  static func forWriting(_ sample: State) -> Self? {
    let plan = Self()
    // Declared once each, every property can be written alone when each made one.
    guard DeclarationCheck.problems(of: sample).isEmpty,
      plan.properties.count == State.trackedProperties.count,
      let whole = try? JSONEncoder().encode(sample)
    else {
      return nil
    }
    // A `nil` optional's key is left out of a synthesized encoding: only a key that is no
    // property's name tells of keys of another spelling.
    let keys = (try? JSONDecoder().decode(TopLevelKeys.self, from: whole))?.keys ?? []
    return keys.isSubset(of: plan.properties.keys) ? plan : nil
  }

  /// The keys of a JSON object, read without decoding its values.
  private struct TopLevelKeys: Decodable {
    var keys: Set<String>

    init(from decoder: any Decoder) throws {
      keys = Set(try decoder.container(keyedBy: RecordingKey.self).allKeys.map(\.stringValue))
    }
  }
}
