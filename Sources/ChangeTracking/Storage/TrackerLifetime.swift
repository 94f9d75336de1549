/// Whether a tracker is still alive, for the objects that outlive it and must not call it then:
/// observation tokens and scope connections.
///
/// These objects hold this flag strongly and the tracker without keeping it alive, and call
/// the tracker only while the flag is set.
@usableFromInline
final class TrackerLifetime {
  /// Whether the tracker is alive; cleared when it is deinitialized.
  ///
  /// Unchecked: read and written only in the tracker's isolation.
  @usableFromInline
  @exclusivity(unchecked)
  var isAlive = true

  @usableFromInline
  init() {}
}
