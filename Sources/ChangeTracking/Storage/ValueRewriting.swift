/// A key path that can read its value from a root and write it back, whatever the value's type.
///
/// The declaration check uses it to find which stored property a key path writes when the key
/// path does not give its offset; see `DeclarationCheck.reabstractedPropertyName(of:in:)`.
protocol ValueRewriting {
  /// A copy of `root` in which the value this key path designates was read and written back, or
  /// `nil` when `root` is not of the key path's root type.
  func rewritingValue(in root: Any) -> Any?
}
