import ArticleProfile
import Observation

/// The same list as an `@Observable` model.
@Observable
final class ObservableChecklist {
  var title: String
  var items: [Item]

  init(_ state: ChecklistState) {
    title = state.title
    items = state.items
  }
}
