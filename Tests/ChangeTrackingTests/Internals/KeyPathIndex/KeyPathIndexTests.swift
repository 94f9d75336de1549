import Testing

@testable import ChangeTracking

@Suite struct KeyPathIndexTests {
  @Test func findsDeclaredPropertiesAndRemembersThem() {
    let properties = ContiguousArray(Counter.trackedProperties)
    var index = KeyPathIndex(properties)
    let label: AnyKeyPath = \Counter.label
    #expect(index.cachedPosition(of: label) == nil)
    #expect(index.resolve(label, in: properties) == 1)
    #expect(index.cachedPosition(of: label) == 1)
  }

  @Test func marksKeyPathsThatNameNoDeclaredProperty() {
    let properties = ContiguousArray(Counter.trackedProperties)
    var index = KeyPathIndex(properties)
    let city: AnyKeyPath = \Counter.address.city
    #expect(index.resolve(city, in: properties) == KeyPathIndex.undeclared)
    #expect(index.cachedPosition(of: city) == KeyPathIndex.undeclared)
  }

  @Test func stopsRememberingAtItsCapacity() {
    let properties = ContiguousArray(Counter.trackedProperties)
    var index = KeyPathIndex(properties)
    let root: WritableKeyPath<Counter, Counter> = \.self
    for _ in 0..<(KeyPathIndex.capacity + 10) {
      _ = index.resolve(root.appending(path: \Counter.tags), in: properties)
    }
    #expect(index.keys.count == KeyPathIndex.capacity)
  }
}
