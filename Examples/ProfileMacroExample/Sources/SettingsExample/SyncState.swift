import ChangeTrackingMacros

/// What a background sync reports. Declared `nonisolated`, so that an actor may own its tracker:
/// without it, this module would isolate the state's properties to the main actor.
@ChangeTracked
nonisolated struct SyncState: Equatable, Sendable {
  var pendingCount = 0
  var lastError: String?
}
