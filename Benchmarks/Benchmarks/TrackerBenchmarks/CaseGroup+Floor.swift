import Benchmark

extension CaseGroup {
  /// What a write costs without any tracking, and with the article's hand-written `didSet`.
  static let floor = CaseGroup {
    // Two states in memory, written in turn: with one, the optimizer would keep only the last
    // store and delete the loop. The loop is then one store per operation.
    add("raw field write", operations: .million) { benchmark in
      let states = UnsafeMutablePointer<ProfileState>.allocate(capacity: 2)
      states.initialize(repeating: .loaded, count: 2)
      let opaqueStates = identity(states)
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        opaqueStates[value & 1].callsInProgress = value
      }
      benchmark.stopMeasurement()
      blackHole(opaqueStates[0].callsInProgress &+ opaqueStates[1].callsInProgress)
      states.deinitialize(count: 2)
      states.deallocate()
    }

    add("didSet onChange", operations: .million) { benchmark in
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
