/// Calls `body` with the address of `value`'s wrapped value, or with `nil` when it is `nil`.
///
/// The address is valid only while `body` runs.
@inlinable
func withUnsafePointer<Value, Result>(
  toOptional value: Value?,
  _ body: (UnsafePointer<Value>?) -> Result
) -> Result {
  guard let value else {
    return body(nil)
  }
  return withUnsafePointer(to: value) { body($0) }
}
