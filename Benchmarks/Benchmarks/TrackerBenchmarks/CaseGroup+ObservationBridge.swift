import Benchmark
import ChangeTracking

extension CaseGroup {
  /// The bridge to the Observation framework, off (the default) and on: a read and a write.
  ///
  /// With the bridge off, a write takes the path of `set no observer`; a read checks that the
  /// bridge is off, then loads the property.
  static let observationBridge = CaseGroup {
    // Reads from two states, in an order the optimizer cannot know, as the raw write does.
    add("raw field read", operations: .million) { benchmark in
      let states = UnsafeMutablePointer<ProfileState>.allocate(capacity: 2)
      states.initialize(repeating: .loaded, count: 2)
      states[1].callsInProgress = 1
      let opaqueStates = identity(states)
      let slots = identity((0..<1_024).map { ($0 * 7 / 3) & 1 })
      var sum = 0
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        sum &+= opaqueStates[slots[value & 1_023]].callsInProgress
      }
      benchmark.stopMeasurement()
      blackHole(sum)
      states.deinitialize(count: 2)
      states.deallocate()
    }

    for bridgeIsOn in [false, true] {
      let bridge = bridgeIsOn ? "on" : "off"
      // The trackers are reached without retaining them, as a view model reaches the tracker
      // it holds: the figure is the read, not the reference counting of an array element.
      add("read bridge \(bridge)", operations: .million) { benchmark in
        let trackers = twoTrackers(bridgeIsOn: bridgeIsOn)
        let handles = identity(trackers.map { Unmanaged.passUnretained($0) })
        let slots = identity((0..<1_024).map { ($0 * 7 / 3) & 1 })
        var sum = 0
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          sum &+= handles[slots[value & 1_023]]._withUnsafeGuaranteedRef { $0.callsInProgress }
        }
        benchmark.stopMeasurement()
        blackHole(sum)
        withExtendedLifetime(trackers) {}
      }
    }

    // A key path passed as a value, as a generic helper or a binding passes it: its offset is
    // found from the key path object at each read.
    add("read key path value", operations: .million) { benchmark in
      let trackers = twoTrackers(bridgeIsOn: false)
      let handles = identity(trackers.map { Unmanaged.passUnretained($0) })
      let slots = identity((0..<1_024).map { ($0 * 7 / 3) & 1 })
      let keyPath = identity(\ProfileState.callsInProgress)
      var sum = 0
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        sum &+= handles[slots[value & 1_023]]._withUnsafeGuaranteedRef {
          $0[dynamicMember: keyPath]
        }
      }
      benchmark.stopMeasurement()
      blackHole(sum)
      withExtendedLifetime(trackers) {}
    }

    add("set bridge on", operations: .million) { benchmark in
      let tracker = twoTrackers(bridgeIsOn: true)[0]
      tracker.set(\.callsInProgress, to: -2)
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.set(\.callsInProgress, to: value)
      }
      benchmark.stopMeasurement()
      blackHole(tracker.callsInProgress)
    }
  }

  /// Two trackers over the loaded state, holding different values, that have been read and
  /// written once.
  private static func twoTrackers(bridgeIsOn: Bool) -> [StateTracker<ProfileState>] {
    (0..<2).map { index in
      let tracker = StateTracker(ProfileState.loaded)
      if bridgeIsOn {
        tracker.enableObservation()
      }
      tracker.set(\.callsInProgress, to: index)
      blackHole(tracker.callsInProgress)
      return identity(tracker)
    }
  }
}
