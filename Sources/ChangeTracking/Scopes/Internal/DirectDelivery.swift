/// What a view's link gives its tree so that a write through the view reaches the view's
/// observers straight from the root's delivery, without a hold and a relay at every level.
///
/// A write through a view climbs to the root one level at a time: each level counts it and
/// embeds its change. When every level between the view and the root hears nothing but its
/// own views' relays (no ``StateTracker/onChange``, no observer of records), and the root is not
/// delivering, nothing at those levels can tell whether their relays ran: the root then marks
/// the link, among its own views' links, that leads to the view (``entrySequence``,
/// ``entryTarget``), and at that link's turn among the root's observers, the link calls
/// ``deliver`` on the written view's link, which delivers the view's change at once. The order is the one of the relays it skips: the view's
/// records reach its observers at its ancestor's turn among the root's observers.
///
/// A class of its own, not generic, so that the root's storage reaches it without knowing the
/// view's state; the link that inherits it is given ``deliver``, a closure compiled for its
/// states where the view is made, so that delivering runs specialized code.
@usableFromInline
class DirectDelivery {
  /// Delivers the change the link keeps for the root's record being delivered, whose snapshot
  /// is in the root's box given; called with the link itself, so that the closure holds
  /// nothing.
  @usableFromInline
  let deliver: (_ link: DirectDelivery, _ rootBox: AnyObject) -> Void

  /// For a link of one of the root's own views: the sequence number of the root's record whose
  /// delivery, at this link's turn, delivers a view's write directly; 0 while none does.
  @usableFromInline
  @exclusivity(unchecked)
  var entrySequence = 0

  /// The link of the view written through, whose ``deliver`` delivers that write.
  ///
  /// Not retained: it is read only during the delivery of the record numbered
  /// ``entrySequence``, which runs inside the write through that view; the write's caller keeps
  /// the view, which keeps its link, alive for the whole call.
  @usableFromInline
  @exclusivity(unchecked)
  var entryTarget: Unretained.Reference<DirectDelivery>?

  /// For the link of a view written through: whether a change it kept waits for its direct
  /// delivery. A write through the view made meanwhile (by an observer that hears the root's
  /// record before the view's turn) cannot be delivered directly.
  @usableFromInline
  @exclusivity(unchecked)
  var keepsChange = false

  @usableFromInline
  init(deliver: @escaping (_ link: DirectDelivery, _ rootBox: AnyObject) -> Void) {
    self.deliver = deliver
  }
}
