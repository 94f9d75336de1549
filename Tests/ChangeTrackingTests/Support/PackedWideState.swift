import ChangeTracking

/// A state of 69 declarations whose plain properties lie several to a word: a heap string, a
/// `Float`, a `Bool`, an `Int8`, 62 `Int16`s (four to a word, past the first 64 declarations), a
/// note compared by a closure, an untracked cache and a last `Bool` in the word that ends where
/// the state ends (its size is not a multiple of 8). A batch compares it a word at a time.
struct PackedWideState: Equatable, Sendable {
  var title = "A title long enough to be stored on the heap"
  var ratio: Float = 0
  var flag = false
  var small: Int8 = 0
  var v0: Int16 = 0
  var v1: Int16 = 0
  var v2: Int16 = 0
  var v3: Int16 = 0
  var v4: Int16 = 0
  var v5: Int16 = 0
  var v6: Int16 = 0
  var v7: Int16 = 0
  var v8: Int16 = 0
  var v9: Int16 = 0
  var v10: Int16 = 0
  var v11: Int16 = 0
  var v12: Int16 = 0
  var v13: Int16 = 0
  var v14: Int16 = 0
  var v15: Int16 = 0
  var v16: Int16 = 0
  var v17: Int16 = 0
  var v18: Int16 = 0
  var v19: Int16 = 0
  var v20: Int16 = 0
  var v21: Int16 = 0
  var v22: Int16 = 0
  var v23: Int16 = 0
  var v24: Int16 = 0
  var v25: Int16 = 0
  var v26: Int16 = 0
  var v27: Int16 = 0
  var v28: Int16 = 0
  var v29: Int16 = 0
  var v30: Int16 = 0
  var v31: Int16 = 0
  var v32: Int16 = 0
  var v33: Int16 = 0
  var v34: Int16 = 0
  var v35: Int16 = 0
  var v36: Int16 = 0
  var v37: Int16 = 0
  var v38: Int16 = 0
  var v39: Int16 = 0
  var v40: Int16 = 0
  var v41: Int16 = 0
  var v42: Int16 = 0
  var v43: Int16 = 0
  var v44: Int16 = 0
  var v45: Int16 = 0
  var v46: Int16 = 0
  var v47: Int16 = 0
  var v48: Int16 = 0
  var v49: Int16 = 0
  var v50: Int16 = 0
  var v51: Int16 = 0
  var v52: Int16 = 0
  var v53: Int16 = 0
  var v54: Int16 = 0
  var v55: Int16 = 0
  var v56: Int16 = 0
  var v57: Int16 = 0
  var v58: Int16 = 0
  var v59: Int16 = 0
  var v60: Int16 = 0
  var v61: Int16 = 0
  var note = "Note"
  var cache = 0
  var isOn = false
}

extension PackedWideState: TrackedState {
  enum Change: Hashable, Sendable {
    case title, ratio, flag, small, note, isOn
    case value(Int)
  }

  /// The `Int16` properties, in declaration order: the declarations 4 to 65.
  static var values: [WritableKeyPath<Self, Int16>] {
    [
      \.v0, \.v1, \.v2, \.v3,
      \.v4, \.v5, \.v6, \.v7,
      \.v8, \.v9, \.v10, \.v11,
      \.v12, \.v13, \.v14, \.v15,
      \.v16, \.v17, \.v18, \.v19,
      \.v20, \.v21, \.v22, \.v23,
      \.v24, \.v25, \.v26, \.v27,
      \.v28, \.v29, \.v30, \.v31,
      \.v32, \.v33, \.v34, \.v35,
      \.v36, \.v37, \.v38, \.v39,
      \.v40, \.v41, \.v42, \.v43,
      \.v44, \.v45, \.v46, \.v47,
      \.v48, \.v49, \.v50, \.v51,
      \.v52, \.v53, \.v54, \.v55,
      \.v56, \.v57, \.v58, \.v59,
      \.v60, \.v61,
    ]
  }

  static let trackedProperties: [TrackedProperty<Self>] =
    [
      .tracked(\.title, as: .title),
      .tracked(\.ratio, as: .ratio),
      .tracked(\.flag, as: .flag),
      .tracked(\.small, as: .small),
    ]
    + values.indices.map { .tracked(values[$0], as: .value($0)) }
    + [
      .tracked(\.note, as: .note, isEqual: { $0.lowercased() == $1.lowercased() }),
      .untracked(\.cache),
      .tracked(\.isOn, as: .isOn),
    ]
}
