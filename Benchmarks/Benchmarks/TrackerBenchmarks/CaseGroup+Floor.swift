import ArticleProfile
import Benchmark

extension CaseGroup {
  /// What a write costs without any tracking, and with the article's hand-written `didSet`.
  static let floor = CaseGroup {
    // Two states in memory, written in an order the optimizer cannot know: with one state, or
    // a known order, it would keep only the last stores and delete the rest of the loop. The
    // loop is one load of the slot and one store per operation.
    add("raw field write", operations: .million) { benchmark in
      let states = UnsafeMutablePointer<ProfileState>.allocate(capacity: 2)
      states.initialize(repeating: .loaded, count: 2)
      let opaqueStates = identity(states)
      let slots = identity((0..<1_024).map { ($0 * 7 / 3) & 1 })
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        opaqueStates[slots[value & 1_023]].callsInProgress = value
      }
      benchmark.stopMeasurement()
      blackHole(opaqueStates[0].callsInProgress &+ opaqueStates[1].callsInProgress)
      states.deinitialize(count: 2)
      states.deallocate()
    }

    // The reference the goals compare with: the article's view model writes its state in one of
    // its methods, once per call. The method is in another module and never inlined, so each
    // write pays the call and the dynamic exclusivity check of the access to the class's
    // `state`, as in an app.
    add("didSet onChange per call", operations: .million) { benchmark in
      let sink = Sink()
      let model = ArticleProfileViewModel(ArticleProfileState(.loaded))
      model.state.onChange = { _ in sink.count &+= 1 }
      let opaqueModel = identity(model)
      opaqueModel.setCallsInProgress(-1)
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        opaqueModel.setCallsInProgress(value)
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
    }

    // The hand-written form of `update 3 properties 1 observer`: the same three writes (two heap
    // strings and an integer) in one method of the article's view model, each reported by its
    // `didSet`, compared with nothing. What an app pays for the writes and their three reports.
    add("didSet 3 properties per call", operations: .thousand) { benchmark in
      let names = ["Augusta Ada King, Countess of Lovelace", "Ada Lovelace, Analyst of the Engine"]
        .map { String(onHeap: $0) }
      let emails = ["augusta.ada.king@analytical-engine.example", "ada.lovelace@engine.example"]
        .map { String(onHeap: $0) }
      let sink = Sink()
      let model = ArticleProfileViewModel(ArticleProfileState(.loaded))
      model.state.onChange = { _ in sink.count &+= 1 }
      let opaqueModel = identity(model)
      opaqueModel.setProfile(name: nil, email: nil, callsInProgress: -2)
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        opaqueModel.setProfile(
          name: names[value & 1], email: emails[value & 1], callsInProgress: value)
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
    }

    // The same write, in a loop in this module: the optimizer begins the access to the holder's
    // state once, before the loop, and the loop is only the store and the closure's call. No app
    // pays this; it is kept to show what the loop hides.
    add("didSet onChange hoisted loop", operations: .million) { benchmark in
      let sink = Sink()
      let holder = StateHolder(ArticleProfileState(.loaded))
      holder.state.onChange = { _ in sink.count &+= 1 }
      let opaqueHolder = identity(holder)
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        opaqueHolder.state.callsInProgress = value
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
    }
  }
}
