/// Finds which declared property a key path designates.
///
/// A key path to a stored property of the state is found from its offset in the state and its
/// value type, without reading the key path object. Other key paths are found by identity after
/// the first lookup: comparing key paths structurally is slow, but the same key path literal is
/// the same object every time it is evaluated.
@usableFromInline
struct KeyPathIndex {
  /// The index stands for a key path that is no declared property.
  @usableFromInline
  static let undeclared = -1

  /// In ``positionsByByte``, a byte of a property whose change only a comparison of the whole
  /// state can tell: one that embeds a scoped state or declares an array row by row.
  @usableFromInline
  static let comparedWhole: Int16 = -2

  /// How many key path objects the index remembers; past that, lookups compare structurally.
  static let capacity = 64

  /// The declaration index of the stored property at each byte offset of the state, or a
  /// negative value: -1 for none, -2 where properties of zero size share the offset.
  @usableFromInline
  let positionsByOffset: ContiguousArray<Int16>

  /// The value type of each declared property, in declaration order.
  @usableFromInline
  let valueTypes: ContiguousArray<ObjectIdentifier>

  /// For each byte of the state, the declaration index of the tracked property that holds it, -1
  /// (padding, untracked) or ``comparedWhole``: how a batch finds which properties its differing
  /// words may have changed (``StateTracker/reportBatch(from:)``). `nil` when the bytes cannot
  /// tell: a state shorter than a word, or a tracked declaration not stored or sharing bytes.
  @usableFromInline
  let positionsByByte: ContiguousArray<Int16>?

  /// Key path objects seen so far.
  @usableFromInline
  var keys: ContiguousArray<AnyKeyPath> = []

  /// The declaration index of each key in `keys`, or `undeclared`.
  @usableFromInline
  var positions: ContiguousArray<Int> = []

  /// Creates an index of `properties`.
  @usableFromInline
  init<State>(_ properties: ContiguousArray<TrackedProperty<State>>) {
    valueTypes = ContiguousArray(
      properties.map { ObjectIdentifier(type(of: $0.keyPath).valueType) })
    var positionsByOffset = ContiguousArray<Int16>(
      repeating: -1, count: properties.count < Int16.max ? MemoryLayout<State>.size + 1 : 0)
    for (index, property) in properties.enumerated() {
      // A property that embeds a scoped state is left out, as in `resolve`.
      guard !property.isScoped,
        let offset = MemoryLayout<State>.offset(of: property.keyPath),
        offset < positionsByOffset.count
      else {
        continue
      }
      positionsByOffset[offset] = positionsByOffset[offset] == -1 ? Int16(index) : -2
    }
    self.positionsByOffset = positionsByOffset
    positionsByByte = Self.positionsByByte(of: properties)
  }

  /// The table of ``positionsByByte`` for `properties`.
  static func positionsByByte<State>(
    of properties: ContiguousArray<TrackedProperty<State>>
  ) -> ContiguousArray<Int16>? {
    let size = MemoryLayout<State>.size
    guard size >= 8, properties.count < Int16.max else {
      return nil
    }
    var table = ContiguousArray<Int16>(repeating: -1, count: size)
    for (index, property) in properties.enumerated() {
      let declaration = property.declaration
      if case .untracked = declaration.kind {
        continue
      }
      guard let bytes = declaration.storedBytes else {
        return nil
      }
      for byte in bytes {
        guard table[byte] == -1 else {
          return nil
        }
        table[byte] = declaration.isPlainTracked ? Int16(index) : comparedWhole
      }
    }
    return table
  }

  /// The declaration index of the stored property at `offset` whose values are of `valueType`,
  /// or `undeclared` when no declared property is.
  @inlinable
  func storedPosition(offset: Int, valueType: ObjectIdentifier) -> Int {
    guard offset < positionsByOffset.count else {
      return Self.undeclared
    }
    let position = Int(positionsByOffset[offset])
    guard position >= 0, position < valueTypes.count, valueTypes[position] == valueType else {
      return Self.undeclared
    }
    return position
  }

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
      properties.firstIndex { $0.keyPath == keyPath && !$0.isScoped } ?? Self.undeclared
    if keys.count < Self.capacity {
      keys.append(keyPath)
      positions.append(position)
    }
    return position
  }
}
