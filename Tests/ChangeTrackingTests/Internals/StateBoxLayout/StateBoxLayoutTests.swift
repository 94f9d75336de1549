import Testing

@testable import ChangeTracking

/// A state's handle in its box is computed from the box's address: it is the address the
/// language gives for the box's state, whatever the state's alignment. A state of no bytes has
/// no address to compare, and its box is checked for none.
@Suite struct StateBoxLayoutTests {
  /// Whether the computed handle of a box holding `value` is the state's own address.
  private func handleIsTheStatesAddress<Value>(_ value: Value) -> Bool {
    let box = StateBox(value)
    let given = withUnsafeMutablePointer(to: &box.value) { $0 }
    return ValueHandle(box: box).address == given
  }

  @Test func theHandleIsTheStatesAddressForEveryAlignment() {
    #expect(handleIsTheStatesAddress(UInt8(7)))
    #expect(handleIsTheStatesAddress(Int32(7)))
    #expect(handleIsTheStatesAddress(Int(7)))
    #expect(handleIsTheStatesAddress((UInt8(1), Int(2))))
    #expect(handleIsTheStatesAddress(SIMD4<Float>(1, 2, 3, 4)))
    #expect(handleIsTheStatesAddress(SIMD8<Double>(repeating: 1)))
    #expect(handleIsTheStatesAddress(["a string long enough to be stored on the heap"]))
  }

  @Test func aStateOfNoBytesIsNotCheckedForAnAddress() {
    ValueHandle.checkLayout(of: StateBox(()))
    #expect(MemoryLayout<Void>.size == 0)
  }
}
