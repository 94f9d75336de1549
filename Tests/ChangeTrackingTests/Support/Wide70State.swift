import ChangeTracking

/// A state of 70 tracked `Int`s and an embedded state: changes declared from position 63 on,
/// and embedded ones, have no bit of their own in a filtered observer's mask.
struct Wide70State: TrackedState, Equatable {
  var v0 = 0
  var v1 = 0
  var v2 = 0
  var v3 = 0
  var v4 = 0
  var v5 = 0
  var v6 = 0
  var v7 = 0
  var v8 = 0
  var v9 = 0
  var v10 = 0
  var v11 = 0
  var v12 = 0
  var v13 = 0
  var v14 = 0
  var v15 = 0
  var v16 = 0
  var v17 = 0
  var v18 = 0
  var v19 = 0
  var v20 = 0
  var v21 = 0
  var v22 = 0
  var v23 = 0
  var v24 = 0
  var v25 = 0
  var v26 = 0
  var v27 = 0
  var v28 = 0
  var v29 = 0
  var v30 = 0
  var v31 = 0
  var v32 = 0
  var v33 = 0
  var v34 = 0
  var v35 = 0
  var v36 = 0
  var v37 = 0
  var v38 = 0
  var v39 = 0
  var v40 = 0
  var v41 = 0
  var v42 = 0
  var v43 = 0
  var v44 = 0
  var v45 = 0
  var v46 = 0
  var v47 = 0
  var v48 = 0
  var v49 = 0
  var v50 = 0
  var v51 = 0
  var v52 = 0
  var v53 = 0
  var v54 = 0
  var v55 = 0
  var v56 = 0
  var v57 = 0
  var v58 = 0
  var v59 = 0
  var v60 = 0
  var v61 = 0
  var v62 = 0
  var v63 = 0
  var v64 = 0
  var v65 = 0
  var v66 = 0
  var v67 = 0
  var v68 = 0
  var v69 = 0
  var inner = Counter()

  enum Change: Hashable, Sendable {
    case v0, v1, v2, v3, v4, v5, v6, v7, v8, v9
    case v10, v11, v12, v13, v14, v15, v16, v17, v18, v19
    case v20, v21, v22, v23, v24, v25, v26, v27, v28, v29
    case v30, v31, v32, v33, v34, v35, v36, v37, v38, v39
    case v40, v41, v42, v43, v44, v45, v46, v47, v48, v49
    case v50, v51, v52, v53, v54, v55, v56, v57, v58, v59
    case v60, v61, v62, v63, v64, v65, v66, v67, v68, v69
    case inner(Counter.Change)
  }

  /// The key path of each `Int`, in declaration order.
  ///
  /// Unsafe: key paths are immutable; the array is never written.
  nonisolated(unsafe) static let values: [WritableKeyPath<Self, Int>] = [
    \.v0,
    \.v1,
    \.v2,
    \.v3,
    \.v4,
    \.v5,
    \.v6,
    \.v7,
    \.v8,
    \.v9,
    \.v10,
    \.v11,
    \.v12,
    \.v13,
    \.v14,
    \.v15,
    \.v16,
    \.v17,
    \.v18,
    \.v19,
    \.v20,
    \.v21,
    \.v22,
    \.v23,
    \.v24,
    \.v25,
    \.v26,
    \.v27,
    \.v28,
    \.v29,
    \.v30,
    \.v31,
    \.v32,
    \.v33,
    \.v34,
    \.v35,
    \.v36,
    \.v37,
    \.v38,
    \.v39,
    \.v40,
    \.v41,
    \.v42,
    \.v43,
    \.v44,
    \.v45,
    \.v46,
    \.v47,
    \.v48,
    \.v49,
    \.v50,
    \.v51,
    \.v52,
    \.v53,
    \.v54,
    \.v55,
    \.v56,
    \.v57,
    \.v58,
    \.v59,
    \.v60,
    \.v61,
    \.v62,
    \.v63,
    \.v64,
    \.v65,
    \.v66,
    \.v67,
    \.v68,
    \.v69,
  ]

  /// The change of each `Int`, in declaration order.
  static let valueChanges: [Change] = [
    .v0, .v1, .v2, .v3, .v4, .v5, .v6, .v7, .v8, .v9,
    .v10, .v11, .v12, .v13, .v14, .v15, .v16, .v17, .v18, .v19,
    .v20, .v21, .v22, .v23, .v24, .v25, .v26, .v27, .v28, .v29,
    .v30, .v31, .v32, .v33, .v34, .v35, .v36, .v37, .v38, .v39,
    .v40, .v41, .v42, .v43, .v44, .v45, .v46, .v47, .v48, .v49,
    .v50, .v51, .v52, .v53, .v54, .v55, .v56, .v57, .v58, .v59,
    .v60, .v61, .v62, .v63, .v64, .v65, .v66, .v67, .v68, .v69,
  ]

  static let trackedProperties: [TrackedProperty<Self>] =
    zip(values, valueChanges).map { .tracked($0, as: $1) } + [.scoped(\.inner, as: Change.inner)]
}
