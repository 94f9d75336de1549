extension StateTracker where State: Sendable {
  /// Every change from now on, as an asynchronous sequence of records.
  ///
  /// The stream receives the record of every write made after this property is read, in order,
  /// and ends when the tracker is released. It never drops or merges a record: ten writes of one
  /// property are ten records, whatever the pace of the task that iterates. Read it in the
  /// tracker's isolation; iterate it from any task.
  ///
  /// ```swift
  /// let changes = tracker.changes
  /// Task.detached {
  ///   for await record in changes {
  ///     await log.write("\(record.sequence) \(record.change)")
  ///   }
  /// }
  /// ```
  ///
  /// ## Buffering
  ///
  /// The buffer is unbounded: a record waits in the stream until the iterating task takes it.
  /// The tracker delivers synchronously and cannot wait for a slow reader, so the only ways to
  /// bound the buffer would be to drop or merge records, which this stream promises never to
  /// do. Each waiting record costs one ``ChangeRecord`` and the snapshot it keeps: its
  /// copy-on-write storage is shared with the tracker, so each in-place edit of a collection
  /// made while the record waits copies that collection whole. ``changeEvents`` carries the
  /// same records without their snapshots, and costs no copy. A reader that stops iterating
  /// without ending the stream keeps the records coming. When the reader ends the stream (by
  /// leaving the loop, or when its task is cancelled), the observer behind it is removed at the
  /// next record.
  public var changes: AsyncStream<ChangeRecord<State>> {
    stream(of: nil, sendsSnapshots: true) { $0 }
  }

  /// The changes from now on to some properties, as an asynchronous sequence of records.
  ///
  /// It is ``changes`` restricted to the records of the given changes; see it for ordering,
  /// ending and buffering.
  ///
  /// ```swift
  /// for await record in tracker.changes(matching: [.email]) {
  ///   print(record.snapshot.email)
  /// }
  /// ```
  ///
  /// - Parameter filter: The changes to receive.
  /// - Returns: A stream of the records of those changes, never dropping or merging one.
  public func changes(
    matching filter: Set<State.Change>
  ) -> AsyncStream<ChangeRecord<State>> {
    stream(of: filter, sendsSnapshots: true) { $0 }
  }

  /// The successive values of one property, each time it changes from now on.
  ///
  /// For a tracked property, the stream yields the new value at each record of its change; for
  /// any other key path (a nested value, a computed property, a scoped state) it yields the
  /// value at every record. See ``changes`` for ordering, ending and buffering.
  ///
  /// The key path is applied to each record's snapshot as the record is delivered: one through a
  /// subscript, such as `\.items[1].title`, stops the program as the subscript does once the
  /// index is out of range. To follow one element of an array, follow it by its id: scope its
  /// row with ``scope(row:in:)``, or read it from ``changes`` with `first(where:)`.
  ///
  /// ```swift
  /// for await isOnline in tracker.values(of: \.isOnline) {
  ///   banner.isHidden = isOnline
  /// }
  /// ```
  ///
  /// - Parameter keyPath: The property to follow.
  /// - Returns: A stream of the property's values, never dropping or merging one.
  public func values<Value: Sendable>(
    of keyPath: KeyPath<State, Value>
  ) -> AsyncStream<Value> {
    let position = position(of: keyPath)
    let change = position >= 0 ? properties[position].change : nil
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return stream(of: change.map { [$0] }) { $0.snapshot[keyPath: keyPath] }
    }
    // A stored property is read at its offset in the snapshot.
    return stream(of: change.map { [$0] }) {
      $0.source.handle.field(at: offset, as: Value.self).pointee
    }
  }

  /// A new unbounded stream of `transform(record)`. With `sendsSnapshots`, the elements keep
  /// the records' snapshots, whose box is then never written again (``TreeStorage/boxWasSent``).
  func stream<Element: Sendable>(
    of filter: Set<State.Change>?,
    sendsSnapshots: Bool = false,
    _ transform: @escaping (ChangeRecord<State>) -> Element
  ) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: .unbounded)
    let feed = StreamFeed(continuation)
    let core = core
    weak var registered: Observer<State>?
    let observer = Observer<State>(filter: filter, joining: delivery) { [weak self] record in
      if sendsSnapshots {
        core.noteBoxSent()
      }
      guard case .terminated = feed.continuation.yield(transform(record)),
        let observer = registered
      else {
        return
      }
      self?.remove(observer)
    }
    registered = observer
    delivery.add(observer)
    return stream
  }
}
