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
}
