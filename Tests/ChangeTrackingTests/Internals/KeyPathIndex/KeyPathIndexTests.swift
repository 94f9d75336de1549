import Testing

@testable import ChangeTracking

@Suite struct KeyPathIndexTests {
  @Test func findsDeclaredPropertiesAndRemembersThem() {
    var index = KeyPathIndex()
    let properties = ContiguousArray(Counter.trackedProperties)
    let label: AnyKeyPath = \Counter.label
    #expect(index.cachedPosition(of: label) == nil)
    #expect(index.resolve(label, in: properties) == 1)
    #expect(index.cachedPosition(of: label) == 1)
  }

  @Test func marksKeyPathsThatNameNoDeclaredProperty() {
    var index = KeyPathIndex()
    let properties = ContiguousArray(Counter.trackedProperties)
    let city: AnyKeyPath = \Counter.address.city
    #expect(index.resolve(city, in: properties) == KeyPathIndex.undeclared)
    #expect(index.cachedPosition(of: city) == KeyPathIndex.undeclared)
  }

  @Test func stopsRememberingAtItsCapacity() {
    var index = KeyPathIndex()
    let properties = ContiguousArray(Counter.trackedProperties)
    let root: WritableKeyPath<Counter, Counter> = \.self
    for _ in 0..<(KeyPathIndex.capacity + 10) {
      _ = index.resolve(root.appending(path: \Counter.tags), in: properties)
    }
    #expect(index.keys.count == KeyPathIndex.capacity)
  }
}
