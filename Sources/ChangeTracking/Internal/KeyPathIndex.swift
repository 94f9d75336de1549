/// Finds which declared property a key path designates, by identity after the first lookup.
///
/// Comparing key paths structurally is slow; the same key path literal, though, is the same
/// object every time it is evaluated. The index remembers the objects it has seen, so a `set`
/// usually finds its property with a few pointer comparisons.
@usableFromInline
struct KeyPathIndex {
  /// The index stands for a key path that is no declared property.
  @usableFromInline
  static let undeclared = -1

  /// How many key path objects the index remembers; past that, lookups compare structurally.
  static let capacity = 64

  /// Key path objects seen so far.
  @usableFromInline
  var keys: ContiguousArray<AnyKeyPath> = []

  /// The declaration index of each key in `keys`, or `undeclared`.
  @usableFromInline
  var positions: ContiguousArray<Int> = []

  @usableFromInline
  init() {}

  /// The remembered declaration index of `keyPath`, or `nil` when it was not seen before.
  @inlinable
  func cachedPosition(of keyPath: AnyKeyPath) -> Int? {
    var index = 0
    while index < keys.count {
      if keys[index] === keyPath {
        return positions[index]
      }
      index += 1
    }
    return nil
  }

  /// Finds `keyPath` among the declarations by structural comparison, and remembers it.
  @usableFromInline
  mutating func resolve<State>(
    _ keyPath: AnyKeyPath,
    in properties: ContiguousArray<TrackedProperty<State>>
  ) -> Int {
    // A property that embeds a scoped state is never resolved: writes to it go through the
    // batch path, which reports each embedded change and keeps the scopes in step.
    let position =
      properties.firstIndex { $0.keyPath == keyPath && $0.forEachEmbeddedChange == nil }
      ?? Self.undeclared
    if keys.count < Self.capacity {
      keys.append(keyPath)
      positions.append(position)
    }
    return position
  }
}
