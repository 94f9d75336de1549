/// Which writes a `set` reports.
public enum WriteReporting: Hashable, Sendable {
  /// Only writes that change the value; a write of an equal value reports nothing.
  case changesOnly
  /// Every write, even of a value equal to the current one.
  case everyWrite
}
