import Foundation

@testable import ProfileSample

extension User {
  /// The user of the article's test.
  static let goksel = User(
    name: "Göksel Köksal",
    dateOfBirth: Date(timeIntervalSince1970: 600_000_000),
    email: "gokselkoksal@gmail.com",
    accountStatus: .pro
  )

  /// The user of the testing module's documentation.
  static let ada = User(
    name: "Ada Lovelace",
    dateOfBirth: Date(timeIntervalSince1970: -4_952_188_800),
    email: "ada@example.com",
    accountStatus: .pro
  )
}
