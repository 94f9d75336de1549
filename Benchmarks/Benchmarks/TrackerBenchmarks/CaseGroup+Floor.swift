import Benchmark

extension CaseGroup {
  /// What a write costs without any tracking, and with the article's hand-written `didSet`.
  static let floor = CaseGroup {
    add("raw field write", operations: .million) { benchmark in
      let holder = StateHolder(ProfileState.loaded)
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        holder.state.callsInProgress = value
      }
      benchmark.stopMeasurement()
      blackHole(holder.state.callsInProgress)
    }

    add("didSet onChange", operations: .million) { benchmark in
      let sink = Sink()
      let holder = StateHolder(ArticleProfileState(.loaded))
      holder.state.onChange = { _ in sink.count &+= 1 }
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        holder.state.callsInProgress = value
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
    }
  }
}
