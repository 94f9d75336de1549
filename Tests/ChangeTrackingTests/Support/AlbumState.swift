import ChangeTracking

/// A state whose properties hold references of several kinds (a heap string, an array, an
/// object, an optional object and a weak reference inside a nested value) beside plain values,
/// one of them untracked: what the undo history copies property by property.
struct AlbumState: Equatable {
  /// A page: a nested value that holds an object, and a weak reference to another.
  struct Page: Equatable {
    var number = 0
    var pinned: Keepsake?
    weak var owner: Keepsake?
  }

  /// First, so that a copy made field by field in order reaches it before the others.
  var cachedSummary: Keepsake?
  var title = "An album title long enough to live on the heap"
  var count = 0
  var photos: [String] = []
  var cover = Keepsake("first cover")
  var page = Page()
}

extension AlbumState: TrackedState {
  enum Change: Hashable, Sendable {
    case title, count, photos, cover, page
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .tracked(\.count, as: .count),
    .tracked(\.photos, as: .photos),
    .tracked(\.cover, as: .cover),
    .tracked(\.page, as: .page),
    .untracked(\.cachedSummary),
  ]
}
