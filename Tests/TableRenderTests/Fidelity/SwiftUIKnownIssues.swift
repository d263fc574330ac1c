import TableShotTesting

/// The differences between `"framework": "swiftUI"` and the SwiftUI references (`SwiftUIFidelityReference.all`),
/// by reference name, each matched by its exact values (device pixels of the table crop) and naming its reason
/// (`SwiftUIDifference`). Corner profiles are the probe's per-row runs (`ModernGeometryProbe`).
extension KnownGeometryIssue {
    static let swiftUI: [String: [KnownGeometryIssue]] = [
        "ha-ios18.2-listpicker-value-row-light-390pt-3x":
            each(
                ["section #0 top-left", "section #0 top-right", "section #0 bottom-left", "section #0 bottom-right"],
                kind: .cornerShape, reference: profile1,
                ours: profile2, reason: SwiftUIDifference.corner18),
        "ha-ios26.0-listpicker-value-row-light-390pt-3x":
            each(["sections"], kind: .bandCount, reference: "1", ours: "2", reason: SwiftUIDifference.bandCount)
            + singleRowCorners26(top: profile3, bottom: profile3)
            + each(
                ["section #0 row #0"], kind: .inkBoxY, reference: "+61..<+94 (33 px)", ours: "+60..<+94 (34 px)",
                reason: SwiftUIDifference.chevronTop),
        "ha-ios18.2-listpicker-two-sections-light-390pt-3x":
            each(["sections"], kind: .bandCount, reference: "2", ours: "3", reason: SwiftUIDifference.bandCount)
            + each(
                [
                    "section #0 top-left", "section #0 top-right", "section #0 bottom-left", "section #0 bottom-right",
                    "section #1 top-left", "section #1 top-right", "section #1 bottom-left", "section #1 bottom-right",
                ], kind: .cornerShape, reference: profile1,
                ours: profile2, reason: SwiftUIDifference.corner18),
        "ha-ios18.2-privacy-switch-rows-light-390pt-3x":
            each(["sections"], kind: .bandCount, reference: "2", ours: "3", reason: SwiftUIDifference.bandCount),
        "ha-ios18.2-privacy-switch-rows-dark-390pt-3x":
            each(
                [
                    "section #0 top-left", "section #0 top-right", "section #0 bottom-left", "section #0 bottom-right",
                    "section #1 top-left", "section #1 top-right", "section #1 bottom-left", "section #1 bottom-right",
                ], kind: .cornerShape, reference: profile11,
                ours: profile12, reason: SwiftUIDifference.corner18),
        "ha-ios26.4-privacy-switch-rows-light-390pt-3x":
            each(["sections"], kind: .bandCount, reference: "2", ours: "3", reason: SwiftUIDifference.bandCount)
            + singleRowCorners26(top: profile16, bottom: profile16)
            + each(
                ["section #1"], kind: .sectionHeight, reference: "153", ours: "154",
                reason: SwiftUIDifference.footerSection)
            + each(
                ["section #1 top-left", "section #1 bottom-left"], kind: .cornerShape, reference: profile16,
                ours: profile17, reason: SwiftUIDifference.corner26)
            + each(
                ["section #1 top-right", "section #1 bottom-right"], kind: .cornerShape, reference: profile16,
                ours: profile18, reason: SwiftUIDifference.corner26)
            + each(
                ["section #1 row #0"], kind: .inkBoxY, reference: "+35..<+119 (84 px)", ours: "+35..<+120 (85 px)",
                reason: SwiftUIDifference.switchInk)
            + each(
                ["section #1 row #0"], kind: .switchKnob, reference: "x 963..<1074 (111 px) y +41..<+113 (72 px)",
                ours: "x 963..<1074 (111 px) y +42..<+113 (71 px)", reason: SwiftUIDifference.switchInk),
        "ha-ios26.4-privacy-switch-rows-dark-390pt-3x":
            each(
                ["section #0 top-left", "section #0 bottom-left"], kind: .cornerShape, reference: profile19,
                ours: profile20, reason: SwiftUIDifference.corner26)
            + each(
                ["section #0 top-right", "section #0 bottom-right"], kind: .cornerShape, reference: profile19,
                ours: profile21, reason: SwiftUIDifference.corner26)
            + each(
                ["section #1"], kind: .sectionHeight, reference: "153", ours: "154",
                reason: SwiftUIDifference.footerSection)
            + each(
                ["section #1 top-left", "section #1 bottom-left"], kind: .cornerShape, reference: profile19,
                ours: profile22, reason: SwiftUIDifference.corner26)
            + each(
                ["section #1 top-right", "section #1 bottom-right"], kind: .cornerShape, reference: profile19,
                ours: profile23, reason: SwiftUIDifference.corner26)
            + each(
                ["section #1 row #0"], kind: .inkBoxY, reference: "+35..<+119 (84 px)", ours: "+35..<+120 (85 px)",
                reason: SwiftUIDifference.switchInk)
            + each(
                ["section #1 row #0"], kind: .switchKnob, reference: "x 963..<1074 (111 px) y +41..<+113 (72 px)",
                ours: "x 963..<1074 (111 px) y +42..<+113 (71 px)", reason: SwiftUIDifference.switchInk),
        "ha-ios26.0-connectionurl-dark-390pt-3x":
            each(
                ["section #0 top-left", "section #0 bottom-left"], kind: .cornerShape, reference: profile24,
                ours: profile20, reason: SwiftUIDifference.corner26)
            + each(
                ["section #0 top-right", "section #0 bottom-right"], kind: .cornerShape, reference: profile24,
                ours: profile21, reason: SwiftUIDifference.corner26)
            + each(
                ["section #1 top-left"], kind: .cornerShape, reference: profile25,
                ours: profile20, reason: SwiftUIDifference.corner26)
            + each(
                ["section #1 top-right"], kind: .cornerShape, reference: profile25,
                ours: profile21, reason: SwiftUIDifference.corner26)
            + each(
                ["section #1 bottom-left"], kind: .cornerShape, reference: profile26,
                ours: profile20, reason: SwiftUIDifference.corner26)
            + each(
                ["section #1 bottom-right"], kind: .cornerShape, reference: profile26,
                ours: profile21, reason: SwiftUIDifference.corner26)
            + each(
                ["section #2 below #1"], kind: .sectionTop, reference: "137", ours: "138",
                reason: SwiftUIDifference.afterTextField26)
            + each(
                ["section #2"], kind: .sectionColumns, reference: "48..<1122 (1074 px)", ours: "96..<1074 (978 px)",
                reason: SwiftUIDifference.afterTextField26)
            + each(
                ["section #2"], kind: .sectionHeight, reference: "306", ours: "307",
                reason: SwiftUIDifference.afterTextField26)
            + each(
                ["section #2 top-left", "section #2 bottom-left"], kind: .cornerShape, reference: profile25,
                ours: "[-1, 40, 24, 15, 10, 6, 2, 0]", reason: SwiftUIDifference.corner26)
            + each(
                ["section #2 top-right", "section #2 bottom-right"], kind: .cornerShape, reference: profile25,
                ours: "[-1, 40, 24, 15, 10, 6, 2, 0]", reason: SwiftUIDifference.corner26)
            + each(
                ["section #2 separator #0"], kind: .separatorColor, reference: "#38383B #38383B #38383B",
                ours: "#29292C #38383B #38383B", reason: SwiftUIDifference.afterTextField26)
            + each(
                ["section #2 row #0"], kind: .inkBoxX, reference: "891..<1080 (189 px)", ours: "891..<1074 (183 px)",
                reason: SwiftUIDifference.afterTextField26)
            + each(
                ["section #2 row #0"], kind: .inkBoxY, reference: "+35..<+119 (84 px)", ours: "+35..<+120 (85 px)",
                reason: SwiftUIDifference.afterTextField26)
            + each(
                ["section #2 row #0"], kind: .switchKnob, reference: "x 897..<1008 (111 px) y +41..<+113 (72 px)",
                ours: "x 897..<1008 (111 px) y +42..<+113 (71 px)", reason: SwiftUIDifference.afterTextField26)
            + [
                KnownGeometryIssue(
                    kind: .sectionTop, subject: "section #1 below #0", reference: "171", ours: "170",
                    reason: SwiftUIDifference.headerGap26)
            ],
        "ha-ios18.2-gestures-value-rows-light-390pt-3x":
            each(
                [
                    "section #0 top-left", "section #0 top-right", "section #0 bottom-left", "section #0 bottom-right",
                    "section #1 top-left", "section #1 top-right", "section #1 bottom-left", "section #1 bottom-right",
                    "section #2 top-left", "section #2 top-right", "section #2 bottom-left", "section #2 bottom-right",
                    "section #3 top-left", "section #3 top-right", "section #3 bottom-left", "section #3 bottom-right",
                ], kind: .cornerShape, reference: profile1,
                ours: profile2, reason: SwiftUIDifference.corner18),
        "ha-ios26.0-locationhistory-two-line-rows-light-390pt-3x":
            each(["sections"], kind: .bandCount, reference: "1", ours: "2", reason: SwiftUIDifference.bandCount)
            + each(
                ["section #0 top-left", "section #0 bottom-left"], kind: .cornerShape, reference: profile27,
                ours: profile28, reason: SwiftUIDifference.corner26)
            + each(
                ["section #0 top-right", "section #0 bottom-right"], kind: .cornerShape, reference: profile27,
                ours: profile29, reason: SwiftUIDifference.corner26)
            + each(
                ["section #0 row #0", "section #0 row #1"], kind: .inkBoxY, reference: "+90..<+123 (33 px)",
                ours: "+89..<+123 (34 px)", reason: SwiftUIDifference.chevronTop),
        "ha-ios26.0-locationhistory-two-line-rows-dark-390pt-3x":
            each(
                ["section #0 top-left", "section #0 bottom-left"], kind: .cornerShape, reference: profile30,
                ours: profile31, reason: SwiftUIDifference.corner26)
            + each(
                ["section #0 top-right", "section #0 bottom-right"], kind: .cornerShape, reference: profile30,
                ours: profile32, reason: SwiftUIDifference.corner26),
        "ha-ios26-serverswitching-off-switch-light-390pt-3x":
            singleRowCorners26(top: profile33, bottom: profile34),
        "ha-ios26-serverswitching-off-switch-dark-390pt-3x":
            each(
                ["section #0 top-left", "section #0 bottom-left"], kind: .cornerShape, reference: profile26,
                ours: profile20, reason: SwiftUIDifference.corner26)
            + each(
                ["section #0 top-right", "section #0 bottom-right"], kind: .cornerShape, reference: profile26,
                ours: profile21, reason: SwiftUIDifference.corner26),
        "ha-ios26.0-sensorrow-light-390pt-3x":
            each(["sections"], kind: .bandCount, reference: "1", ours: "2", reason: SwiftUIDifference.bandCount)
            + each(
                ["section #0 top-left", "section #0 bottom-left"], kind: .cornerShape, reference: profile35,
                ours: profile28, reason: SwiftUIDifference.corner26)
            + each(
                ["section #0 top-right", "section #0 bottom-right"], kind: .cornerShape, reference: profile35,
                ours: profile29, reason: SwiftUIDifference.corner26),
        "spezi-ios18-menu-picker-light-390pt-3x": [],
        "spezi-ios26-menu-picker-light-390pt-3x":
            each(["sections"], kind: .bandCount, reference: "1", ours: "2", reason: SwiftUIDifference.bandCount)
            + singleRowCorners26(top: profile36, bottom: profile36),
    ]

    private static let profile1 =
        "[33, 23, 19, 17, 15, 13, 12, 11, 10, 9, 8, 7, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile2 =
        "[31, 23, 19, 17, 15, 13, 12, 10, 9, 8, 7, 7, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile3 =
        "[102, 75, 66, 60, 56, 52, 49, 46, 44, 42, 40, 38, 36, 35, 33, 32, 31, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 9, 9, 8, 8, 7, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    /// The four corners of section #0 where ours are the iOS 26 single-row profiles (`profile4`–`profile7`: the
    /// continuous 26 pt curve along the top and bottom, a quarter circle down the sides of a 51 pt cell).
    private static func singleRowCorners26(top: String, bottom: String) -> [KnownGeometryIssue] {
        [
            ("top-left", top, profile4), ("top-right", top, profile6), ("bottom-left", bottom, profile5),
            ("bottom-right", bottom, profile7),
        ].flatMap { corner, reference, ours in
            each(
                ["section #0 \(corner)"], kind: .cornerShape, reference: reference, ours: ours,
                reason: SwiftUIDifference.corner26)
        }
    }

    private static let profile4 =
        "[99, 76, 66, 60, 55, 52, 48, 46, 44, 41, 39, 38, 36, 34, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 22, 21, 20, 19, 18, 17, 16, 16, 15, 14, 13, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile5 =
        "[99, 76, 66, 60, 55, 52, 48, 46, 44, 41, 39, 38, 36, 34, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 21, 21, 20, 19, 18, 17, 16, 16, 15, 14, 13, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile6 =
        "[99, 76, 66, 60, 55, 52, 48, 46, 43, 41, 39, 38, 36, 34, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 21, 21, 20, 19, 18, 17, 16, 16, 15, 14, 13, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile7 =
        "[99, 76, 66, 60, 55, 52, 48, 46, 43, 41, 39, 38, 36, 34, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 22, 21, 20, 19, 18, 17, 16, 16, 15, 14, 13, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile11 =
        "[34, 24, 19, 17, 15, 13, 12, 11, 10, 9, 8, 7, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile12 =
        "[36, 24, 19, 17, 15, 13, 12, 11, 10, 9, 8, 7, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile16 =
        "[71, 63, 58, 54, 51, 49, 46, 44, 42, 40, 38, 37, 35, 34, 32, 31, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 16, 15, 14, 14, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile17 =
        "[-1, 84, 70, 62, 57, 53, 50, 47, 45, 42, 40, 39, 37, 35, 34, 32, 31, 30, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 18, 17, 16, 15, 15, 14, 13, 13, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile18 =
        "[-1, 84, 70, 62, 57, 53, 50, 47, 44, 42, 40, 39, 37, 35, 34, 32, 31, 30, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 18, 17, 16, 15, 15, 14, 13, 13, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile19 =
        "[73, 64, 59, 55, 52, 49, 47, 44, 42, 40, 39, 37, 35, 34, 32, 31, 30, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 9, 9, 8, 8, 7, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile20 =
        "[112, 78, 67, 60, 56, 52, 49, 46, 44, 42, 40, 38, 36, 35, 33, 32, 31, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 9, 9, 8, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile21 =
        "[112, 78, 67, 60, 56, 52, 49, 46, 44, 42, 40, 38, 36, 35, 33, 32, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 9, 9, 8, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile22 =
        "[-1, 88, 72, 63, 58, 54, 50, 47, 45, 43, 41, 39, 37, 36, 34, 33, 31, 30, 29, 27, 26, 25, 24, 23, 22, 21, 20, 20, 19, 18, 17, 16, 15, 15, 14, 13, 13, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile23 =
        "[-1, 88, 72, 63, 58, 54, 50, 47, 45, 43, 41, 39, 37, 36, 34, 33, 31, 30, 29, 27, 26, 25, 24, 23, 22, 21, 20, 19, 19, 18, 17, 16, 15, 15, 14, 13, 13, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile24 =
        "[111, 78, 68, 61, 57, 53, 50, 47, 45, 42, 40, 39, 37, 35, 34, 32, 31, 30, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 18, 17, 16, 15, 15, 14, 13, 13, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile25 =
        "[99, 76, 66, 60, 55, 52, 48, 46, 43, 41, 39, 37, 36, 34, 33, 31, 30, 29, 28, 26, 25, 24, 23, 22, 21, 20, 19, 19, 18, 17, 16, 15, 15, 14, 13, 13, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile26 =
        "[109, 76, 66, 60, 55, 52, 48, 46, 43, 41, 39, 37, 36, 34, 33, 31, 30, 29, 28, 26, 25, 24, 23, 22, 21, 20, 19, 19, 18, 17, 16, 15, 15, 14, 13, 13, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile27 =
        "[102, 75, 66, 60, 56, 52, 49, 46, 44, 42, 40, 38, 36, 35, 33, 32, 31, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile28 =
        "[91, 73, 65, 59, 55, 52, 48, 46, 44, 41, 39, 38, 36, 34, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 21, 20, 20, 19, 18, 17, 16, 16, 15, 14, 13, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 8, 7, 7, 6, 6, 6, 6, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile29 =
        "[91, 73, 65, 59, 55, 52, 48, 46, 43, 41, 39, 38, 36, 34, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 21, 20, 20, 19, 18, 17, 16, 16, 15, 14, 13, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 8, 7, 7, 6, 6, 6, 6, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile30 =
        "[110, 78, 67, 61, 56, 53, 50, 47, 44, 42, 40, 38, 37, 35, 34, 32, 31, 30, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 18, 17, 16, 15, 15, 14, 13, 13, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile31 =
        "[100, 75, 66, 60, 56, 52, 49, 46, 44, 42, 40, 38, 36, 35, 33, 32, 31, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 7, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile32 =
        "[100, 75, 66, 60, 56, 52, 49, 46, 44, 42, 40, 38, 36, 35, 33, 32, 30, 29, 28, 27, 26, 25, 24, 22, 22, 21, 20, 19, 18, 17, 16, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 7, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile33 =
        "[100, 74, 65, 59, 54, 51, 48, 45, 43, 41, 39, 37, 35, 34, 32, 31, 30, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile34 =
        "[100, 74, 64, 59, 54, 51, 48, 45, 43, 41, 39, 37, 35, 34, 32, 31, 30, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile35 =
        "[90, 72, 65, 59, 55, 51, 48, 46, 44, 41, 40, 38, 36, 35, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 21, 20, 20, 19, 18, 17, 16, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 9, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]"
    private static let profile36 =
        "[90, 72, 65, 59, 55, 51, 48, 46, 44, 41, 40, 38, 36, 35, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 21, 20, 20, 19, 18, 17, 16, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 9, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 0]"
}
