import ChangeTracking

/// A state of 10 declared properties (three heap strings, then integers), for the cost of a
/// batch per declared property.
struct Wide10State: TrackedState, Sendable {
  var title0 = String(onHeap: "A title longer than fifteen bytes, title0")
  var title1 = String(onHeap: "A title longer than fifteen bytes, title1")
  var title2 = String(onHeap: "A title longer than fifteen bytes, title2")
  var value3 = 0
  var value4 = 0
  var value5 = 0
  var value6 = 0
  var value7 = 0
  var value8 = 0
  var value9 = 0

  enum Change: Hashable, Sendable {
    case title0
    case title1
    case title2
    case value3
    case value4
    case value5
    case value6
    case value7
    case value8
    case value9
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title0, as: .title0),
    .tracked(\.title1, as: .title1),
    .tracked(\.title2, as: .title2),
    .tracked(\.value3, as: .value3),
    .tracked(\.value4, as: .value4),
    .tracked(\.value5, as: .value5),
    .tracked(\.value6, as: .value6),
    .tracked(\.value7, as: .value7),
    .tracked(\.value8, as: .value8),
    .tracked(\.value9, as: .value9),
  ]
}
