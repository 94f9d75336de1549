import Benchmark

/// Every case of the comparison, registered group by group.
///
/// A new group is one file that declares `extension CaseGroup { static let … }`, plus one line in
/// `CaseGroup.all`.
let benchmarks: @Sendable () -> Void = {
  for group in CaseGroup.all {
    group.register()
  }
}
