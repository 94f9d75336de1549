/// The state a batch changes: what ``StateTracker/update(_:)`` hands its closure.
///
/// Read and write the state's properties on it as on the state itself; each write goes straight
/// into the tracker's state, and the batch notes which declared property it wrote:
///
/// ```swift
/// tracker.update { state in
///   state.name = user.name
///   state.email = user.email
///   state.items.append(item)
/// }
/// ```
///
/// When the closure returns, only the properties written are compared with their values
/// before the batch, and those that changed are reported, in declaration order, each record
/// holding the final state: what a batch costs depends on what it writes, not on how many
/// properties the state declares.
///
/// To hand the whole state to a function that takes it `inout`, to call one of its mutating
/// methods, or to replace it, use ``wholeState``; the batch then compares every declared
/// property when it ends, as it does after a write through a computed property or a key path
/// that reaches inside a property.
///
/// A batch cannot be copied, and lives only while the closure runs.
@dynamicMemberLookup
public struct Batch<State: TrackedState>: ~Copyable {
  /// Where the state the closure changes is: the tracker's own, or a copy for a tracker that
  /// stores the batch's result when it ends.
  @usableFromInline
  let state: ValueHandle<State>

  /// What the batch notes of its writes, or `nil` when it compares every property at the end.
  @usableFromInline
  let notes: Unretained.Reference<BatchNotes<State>>?

  /// A batch on the state at `state`, noting its writes in `notes` when given.
  @inlinable
  init(state: ValueHandle<State>, notes: Unretained.Reference<BatchNotes<State>>?) {
    self.state = state
    self.notes = notes
  }

  /// Reads one property, or any value a key path reaches, such as a constant or a computed
  /// property.
  ///
  /// - Parameter keyPath: The value to read.
  /// - Returns: Its current value, writes made in the batch included.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    @inline(__always) get { read(keyPath) }
  }

  /// Reads or writes one property, as in `state.email = "ada@example.com"`.
  ///
  /// A write is stored at once; it is reported when the batch ends, if the property's value
  /// then differs from the one it had before the batch. A mutation in place, such as
  /// `state.items.append(item)` or `state.count += 1`, is one access, and changes the property
  /// where it is stored.
  ///
  /// - Parameter keyPath: The property to read or write.
  /// - Returns: The property's current value, writes made in the batch included.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
    @inline(__always) get { read(keyPath) }
    @inline(__always) set {
      guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
        notes?.object.compareEveryProperty(in: state)
        state.pointee[keyPath: keyPath] = newValue
        return
      }
      let field = state.field(at: offset, as: Value.self)
      if let notes, let image = imageForFirstWrite(offset: offset, of: Value.self, in: notes) {
        // The value replaced moves to the batch's image, the new one in its place.
        image.field(at: offset, as: Value.self).initialize(to: field.move())
        field.initialize(to: newValue)
      } else {
        field.pointee = newValue
      }
    }
    @inline(__always) _modify {
      // One yield, so that the accessor is inlined where it is used, and the key path literal
      // folds to its offset.
      if let offset = MemoryLayout<State>.offset(of: keyPath) {
        if let notes, let image = imageForFirstWrite(offset: offset, of: Value.self, in: notes) {
          // Changed where it is stored: the image keeps its own copy of the value before.
          image.field(at: offset, as: Value.self)
            .initialize(to: state.field(at: offset, as: Value.self).pointee)
        }
      } else {
        notes?.object.compareEveryProperty(in: state)
      }
      yield &state.pointee[keyPath: keyPath]
    }
  }

  /// The value `keyPath` reaches: a stored property read at its offset, where the key path
  /// applied through the runtime (a key path held as a value, or a subscript not inlined) would
  /// copy the whole state to read it.
  @inlinable
  @inline(__always)
  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return state.pointee[keyPath: keyPath]
    }
    return state.field(at: offset, as: Value.self).pointee
  }

  /// Notes a write of the stored property of type `Value` at `offset` in `notes`, which the
  /// tracker keeps alive for the batch: the image that takes the value it replaces, for the
  /// first, or `nil`.
  @inlinable
  @inline(__always)
  func imageForFirstWrite<Value>(
    offset: Int, of _: Value.Type, in notes: Unretained.Reference<BatchNotes<State>>
  ) -> ValueHandle<State>? {
    Unretained.with(notes.unmanaged) {
      $0.noteWrite(offset: offset, valueType: ObjectIdentifier(Value.self), in: state)
        ? $0.image : nil
    }
  }

  /// The whole state, to pass `inout` to a function, to call a mutating method of it, or to
  /// replace it.
  ///
  /// Any access that may write it makes the batch compare every declared property when it
  /// ends, as a batch on a copy of the state does.
  ///
  /// ```swift
  /// tracker.update { state in
  ///   state.wholeState.apply(response)
  /// }
  /// ```
  @inlinable
  public var wholeState: State {
    @inline(__always) get { state.pointee }
    @inline(__always) set {
      notes?.object.compareEveryProperty(in: state)
      state.pointee = newValue
    }
    @inline(__always) _modify {
      notes?.object.compareEveryProperty(in: state)
      yield &state.pointee
    }
  }
}
