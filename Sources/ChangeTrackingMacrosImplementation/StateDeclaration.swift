#if Macros
  import SwiftDiagnostics
  import SwiftSyntax
  import SwiftSyntaxBuilder

  /// What `@ChangeTracked` reads from a struct: its stored properties, each with its change, and
  /// every problem that stops it from writing the declaration.
  struct StateDeclaration {
    /// The stored properties, in the order they are declared.
    private(set) var properties: [StoredProperty] = []

    /// The problems found, errors and warnings.
    private(set) var diagnostics: [Diagnostic] = []

    /// The access modifier the generated members need to witness the protocol, such as
    /// `public `, or an empty string.
    private let access: String

    /// Reads the stored properties of `structDecl`.
    init(_ structDecl: StructDeclSyntax) {
      let modifiers = structDecl.modifiers.map(\.name.text)
      access = modifiers.first { $0 == "public" || $0 == "package" }.map { "\($0) " } ?? ""
      for member in structDecl.memberBlock.members {
        read(member.decl)
      }
      checkChangeNamesAreUnique()
    }

    /// Whether a problem stops the macro from writing the declaration.
    var hasErrors: Bool {
      diagnostics.contains { $0.diagMessage.severity == .error }
    }

    /// The `Change` enum: one case per tracked property, in declaration order.
    ///
    /// It is `nonisolated`, as is ``trackedPropertiesDeclaration``: in a module isolated to the
    /// main actor by default, a nested type's conformances would otherwise be isolated, and a
    /// state's declaration must be usable from any isolation. An enum of cases only is also a
    /// `String` of its case's name, `Codable` and `CaseIterable`, so that a session recording or
    /// a saved history (which encode each change) needs nothing more of it, and writes `"name"`;
    /// a scoped property's case carries the embedded state's change, which may not be `Codable`.
    var changeEnum: DeclSyntax {
      let cases = properties.compactMap(\.changeCase)
      let isCaseOnly = properties.allSatisfy {
        if case .scoped = $0.kind { false } else { true }
      }
      // An enum without cases can't declare a raw type.
      let rawType = cases.isEmpty ? "" : "String, "
      let conformances =
        isCaseOnly ? "\(rawType)Hashable, Sendable, Codable, CaseIterable" : "Hashable, Sendable"
      let body = cases.map { "  \($0)\n" }.joined()
      return "\(raw: access)nonisolated enum Change: \(raw: conformances) {\n\(raw: body)}"
    }

    /// The `trackedProperties` list: one declaration per stored property, in declaration order.
    var trackedPropertiesDeclaration: DeclSyntax {
      let lines = properties.map { "  \($0.declaration),\n" }.joined()
      let list = properties.isEmpty ? "[]" : "[\n\(lines)]"
      return """
        \(raw: access)nonisolated static let trackedProperties: [ChangeTracking.TrackedProperty<Self>] = \
        \(raw: list)
        """
    }

    /// Reads one member of the struct.
    private mutating func read(_ decl: DeclSyntax) {
      if let variable = decl.as(VariableDeclSyntax.self) {
        read(variable)
      } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
        diagnoseStoredProperties(in: ifConfig)
      } else if let named = decl.asProtocol((any NamedDeclSyntax).self), named.name.text == "Change"
      {
        diagnose(decl, .memberWrittenByMacro(name: "Change"))
      }
    }

    /// Reads the properties of one `var` or `let` declaration.
    private mutating func read(_ variable: VariableDeclSyntax) {
      let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        .filter { StoredProperty.attributeNames.contains(StoredProperty.name(of: $0)) }
      if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
        if variable.bindings.contains(where: { $0.identifierName == "trackedProperties" }) {
          diagnose(variable, .memberWrittenByMacro(name: "trackedProperties"))
        }
        if let attribute = attributes.first {
          diagnose(
            attribute,
            .attributeOnStaticProperty(
              attribute: StoredProperty.name(of: attribute),
              name: variable.bindings.first?.pattern.trimmedDescription ?? ""
            )
          )
        }
        return
      }
      if attributes.count > 1 {
        diagnose(
          attributes[1],
          .conflictingAttributes(
            first: StoredProperty.name(of: attributes[0]),
            second: StoredProperty.name(of: attributes[1])
          )
        )
        return
      }
      let attribute = attributes.first
      let attributeName = attribute.map(StoredProperty.name(of:))
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }

      for (index, binding) in variable.bindings.enumerated() {
        guard let name = binding.identifierName else {
          diagnose(
            binding.pattern, .unsupportedPattern(pattern: binding.pattern.trimmedDescription))
          continue
        }
        if binding.isComputed {
          if let attribute, let attributeName {
            diagnose(attribute, .attributeOnComputedProperty(attribute: attributeName, name: name))
          }
          continue
        }
        if isLazy {
          diagnose(variable, .lazyProperty(name: name))
          continue
        }
        if isLet && attributeName != "Untracked" {
          diagnose(
            variable.bindingSpecifier,
            .letProperty(name: name),
            fixIt: FixIt(
              message: ChangeTrackedFixIt.replaceLetWithVar,
              changes: [
                .replace(
                  oldNode: Syntax(variable.bindingSpecifier),
                  newNode: Syntax(variable.bindingSpecifier.with(\.tokenKind, .keyword(.var)))
                )
              ]
            )
          )
          continue
        }
        guard let kind = kind(of: attribute, named: attributeName, for: name, in: variable, index)
        else {
          continue
        }
        let change = changeName(in: attribute) ?? name
        properties.append(
          StoredProperty(name: name, change: change, kind: kind, node: Syntax(binding)))
      }
    }

    /// How the attribute on a property (if any) says to track it, or `nil` after a diagnostic.
    private mutating func kind(
      of attribute: AttributeSyntax?,
      named attributeName: String?,
      for name: String,
      in variable: VariableDeclSyntax,
      _ index: Int
    ) -> StoredProperty.Kind? {
      switch attributeName {
      case "Untracked":
        return .untracked
      case "TrackedRows":
        // In `var a, b: T`, the type written last applies to every name before it.
        let type = variable.bindings.dropFirst(index).lazy.compactMap(\.typeAnnotation).first?.type
        guard let type, type.isArray else {
          diagnose(
            variable,
            .trackedRowsNeedsArrayType(name: name, type: type?.trimmedDescription))
          return nil
        }
        let arguments = attribute?.arguments?.as(LabeledExprListSyntax.self)
        return .trackedRows(
          reporting: arguments?.first { $0.label?.text == "reporting" }?.expression)
      case "Scoped":
        // In `var a, b: T`, the type written last applies to every name before it.
        let type = variable.bindings.dropFirst(index).lazy.compactMap(\.typeAnnotation).first?.type
        guard let type else {
          diagnose(variable, .missingScopedType(name: name))
          return nil
        }
        return .scoped(childType: type.unwrappingOptional)
      default:
        let arguments = attribute?.arguments?.as(LabeledExprListSyntax.self)
        let reporting = arguments?.first { $0.label?.text == "reporting" }?.expression
        let isEqual = arguments?.first { $0.label?.text == "isEqual" }?.expression
        return .tracked(reporting: reporting, isEqual: isEqual)
      }
    }

    /// The change name an attribute's `as:` argument gives, or `nil` where it gives none (or
    /// an invalid one, which is diagnosed).
    private mutating func changeName(in attribute: AttributeSyntax?) -> String? {
      guard let arguments = attribute?.arguments?.as(LabeledExprListSyntax.self),
        let argument = arguments.first(where: { $0.label?.text == "as" })
      else {
        return nil
      }
      if let literal = argument.expression.as(StringLiteralExprSyntax.self),
        literal.segments.count == 1,
        let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
        text.isSwiftIdentifier
      {
        return text
      }
      diagnose(
        argument.expression, .invalidChangeName(text: argument.expression.trimmedDescription))
      return nil
    }

    /// Diagnoses every change name that two properties share.
    private mutating func checkChangeNamesAreUnique() {
      var owners: [String: String] = [:]
      for property in properties where property.changeCase != nil {
        let key = property.change.withoutBackticks
        if let owner = owners[key] {
          diagnose(
            property.node,
            .duplicateChange(change: property.change, name: property.name, owner: owner)
          )
        } else {
          owners[key] = property.name
        }
      }
    }

    /// Diagnoses each stored property declared inside `#if`, whose presence the macro can't
    /// know.
    private mutating func diagnoseStoredProperties(in ifConfig: IfConfigDeclSyntax) {
      for clause in ifConfig.clauses {
        guard let members = clause.elements?.as(MemberBlockItemListSyntax.self) else {
          continue
        }
        for member in members {
          if let nested = member.decl.as(IfConfigDeclSyntax.self) {
            diagnoseStoredProperties(in: nested)
            continue
          }
          guard let variable = member.decl.as(VariableDeclSyntax.self),
            !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
          else {
            continue
          }
          for binding in variable.bindings where !binding.isComputed {
            diagnose(binding, .propertyInsideIfConfig(name: binding.pattern.trimmedDescription))
          }
        }
      }
    }

    private mutating func diagnose(
      _ node: some SyntaxProtocol,
      _ message: ChangeTrackedDiagnostic,
      fixIt: FixIt? = nil
    ) {
      diagnostics.append(Diagnostic(node: node, message: message, fixIts: fixIt.map { [$0] } ?? []))
    }
  }
#endif
