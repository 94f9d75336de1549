import ChangeTracking

/// A state of 100 declared properties (three heap strings, then integers), for the cost of a
/// batch per declared property.
struct Wide100State: TrackedState, Sendable {
  var title0 = String(onHeap: "A title longer than fifteen bytes, title0")
  var title1 = String(onHeap: "A title longer than fifteen bytes, title1")
  var title2 = String(onHeap: "A title longer than fifteen bytes, title2")
  var value3 = 0
  var value4 = 0
  var value5 = 0
  var value6 = 0
  var value7 = 0
  var value8 = 0
  var value9 = 0
  var value10 = 0
  var value11 = 0
  var value12 = 0
  var value13 = 0
  var value14 = 0
  var value15 = 0
  var value16 = 0
  var value17 = 0
  var value18 = 0
  var value19 = 0
  var value20 = 0
  var value21 = 0
  var value22 = 0
  var value23 = 0
  var value24 = 0
  var value25 = 0
  var value26 = 0
  var value27 = 0
  var value28 = 0
  var value29 = 0
  var value30 = 0
  var value31 = 0
  var value32 = 0
  var value33 = 0
  var value34 = 0
  var value35 = 0
  var value36 = 0
  var value37 = 0
  var value38 = 0
  var value39 = 0
  var value40 = 0
  var value41 = 0
  var value42 = 0
  var value43 = 0
  var value44 = 0
  var value45 = 0
  var value46 = 0
  var value47 = 0
  var value48 = 0
  var value49 = 0
  var value50 = 0
  var value51 = 0
  var value52 = 0
  var value53 = 0
  var value54 = 0
  var value55 = 0
  var value56 = 0
  var value57 = 0
  var value58 = 0
  var value59 = 0
  var value60 = 0
  var value61 = 0
  var value62 = 0
  var value63 = 0
  var value64 = 0
  var value65 = 0
  var value66 = 0
  var value67 = 0
  var value68 = 0
  var value69 = 0
  var value70 = 0
  var value71 = 0
  var value72 = 0
  var value73 = 0
  var value74 = 0
  var value75 = 0
  var value76 = 0
  var value77 = 0
  var value78 = 0
  var value79 = 0
  var value80 = 0
  var value81 = 0
  var value82 = 0
  var value83 = 0
  var value84 = 0
  var value85 = 0
  var value86 = 0
  var value87 = 0
  var value88 = 0
  var value89 = 0
  var value90 = 0
  var value91 = 0
  var value92 = 0
  var value93 = 0
  var value94 = 0
  var value95 = 0
  var value96 = 0
  var value97 = 0
  var value98 = 0
  var value99 = 0

  enum Change: Hashable, Sendable {
    case title0
    case title1
    case title2
    case value3
    case value4
    case value5
    case value6
    case value7
    case value8
    case value9
    case value10
    case value11
    case value12
    case value13
    case value14
    case value15
    case value16
    case value17
    case value18
    case value19
    case value20
    case value21
    case value22
    case value23
    case value24
    case value25
    case value26
    case value27
    case value28
    case value29
    case value30
    case value31
    case value32
    case value33
    case value34
    case value35
    case value36
    case value37
    case value38
    case value39
    case value40
    case value41
    case value42
    case value43
    case value44
    case value45
    case value46
    case value47
    case value48
    case value49
    case value50
    case value51
    case value52
    case value53
    case value54
    case value55
    case value56
    case value57
    case value58
    case value59
    case value60
    case value61
    case value62
    case value63
    case value64
    case value65
    case value66
    case value67
    case value68
    case value69
    case value70
    case value71
    case value72
    case value73
    case value74
    case value75
    case value76
    case value77
    case value78
    case value79
    case value80
    case value81
    case value82
    case value83
    case value84
    case value85
    case value86
    case value87
    case value88
    case value89
    case value90
    case value91
    case value92
    case value93
    case value94
    case value95
    case value96
    case value97
    case value98
    case value99
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title0, as: .title0),
    .tracked(\.title1, as: .title1),
    .tracked(\.title2, as: .title2),
    .tracked(\.value3, as: .value3),
    .tracked(\.value4, as: .value4),
    .tracked(\.value5, as: .value5),
    .tracked(\.value6, as: .value6),
    .tracked(\.value7, as: .value7),
    .tracked(\.value8, as: .value8),
    .tracked(\.value9, as: .value9),
    .tracked(\.value10, as: .value10),
    .tracked(\.value11, as: .value11),
    .tracked(\.value12, as: .value12),
    .tracked(\.value13, as: .value13),
    .tracked(\.value14, as: .value14),
    .tracked(\.value15, as: .value15),
    .tracked(\.value16, as: .value16),
    .tracked(\.value17, as: .value17),
    .tracked(\.value18, as: .value18),
    .tracked(\.value19, as: .value19),
    .tracked(\.value20, as: .value20),
    .tracked(\.value21, as: .value21),
    .tracked(\.value22, as: .value22),
    .tracked(\.value23, as: .value23),
    .tracked(\.value24, as: .value24),
    .tracked(\.value25, as: .value25),
    .tracked(\.value26, as: .value26),
    .tracked(\.value27, as: .value27),
    .tracked(\.value28, as: .value28),
    .tracked(\.value29, as: .value29),
    .tracked(\.value30, as: .value30),
    .tracked(\.value31, as: .value31),
    .tracked(\.value32, as: .value32),
    .tracked(\.value33, as: .value33),
    .tracked(\.value34, as: .value34),
    .tracked(\.value35, as: .value35),
    .tracked(\.value36, as: .value36),
    .tracked(\.value37, as: .value37),
    .tracked(\.value38, as: .value38),
    .tracked(\.value39, as: .value39),
    .tracked(\.value40, as: .value40),
    .tracked(\.value41, as: .value41),
    .tracked(\.value42, as: .value42),
    .tracked(\.value43, as: .value43),
    .tracked(\.value44, as: .value44),
    .tracked(\.value45, as: .value45),
    .tracked(\.value46, as: .value46),
    .tracked(\.value47, as: .value47),
    .tracked(\.value48, as: .value48),
    .tracked(\.value49, as: .value49),
    .tracked(\.value50, as: .value50),
    .tracked(\.value51, as: .value51),
    .tracked(\.value52, as: .value52),
    .tracked(\.value53, as: .value53),
    .tracked(\.value54, as: .value54),
    .tracked(\.value55, as: .value55),
    .tracked(\.value56, as: .value56),
    .tracked(\.value57, as: .value57),
    .tracked(\.value58, as: .value58),
    .tracked(\.value59, as: .value59),
    .tracked(\.value60, as: .value60),
    .tracked(\.value61, as: .value61),
    .tracked(\.value62, as: .value62),
    .tracked(\.value63, as: .value63),
    .tracked(\.value64, as: .value64),
    .tracked(\.value65, as: .value65),
    .tracked(\.value66, as: .value66),
    .tracked(\.value67, as: .value67),
    .tracked(\.value68, as: .value68),
    .tracked(\.value69, as: .value69),
    .tracked(\.value70, as: .value70),
    .tracked(\.value71, as: .value71),
    .tracked(\.value72, as: .value72),
    .tracked(\.value73, as: .value73),
    .tracked(\.value74, as: .value74),
    .tracked(\.value75, as: .value75),
    .tracked(\.value76, as: .value76),
    .tracked(\.value77, as: .value77),
    .tracked(\.value78, as: .value78),
    .tracked(\.value79, as: .value79),
    .tracked(\.value80, as: .value80),
    .tracked(\.value81, as: .value81),
    .tracked(\.value82, as: .value82),
    .tracked(\.value83, as: .value83),
    .tracked(\.value84, as: .value84),
    .tracked(\.value85, as: .value85),
    .tracked(\.value86, as: .value86),
    .tracked(\.value87, as: .value87),
    .tracked(\.value88, as: .value88),
    .tracked(\.value89, as: .value89),
    .tracked(\.value90, as: .value90),
    .tracked(\.value91, as: .value91),
    .tracked(\.value92, as: .value92),
    .tracked(\.value93, as: .value93),
    .tracked(\.value94, as: .value94),
    .tracked(\.value95, as: .value95),
    .tracked(\.value96, as: .value96),
    .tracked(\.value97, as: .value97),
    .tracked(\.value98, as: .value98),
    .tracked(\.value99, as: .value99),
  ]
}
