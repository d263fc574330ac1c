import TableShotTesting

/// The differences between our iOS 26 look and the iOS 26.0 list picker references (HA26L, 390 pt @3x, Medium),
/// each naming the check it excuses and matched by its exact values (device pixels of the table crop).
extension KnownGeometryIssue {
    static let ha26ListPickerLight: [KnownGeometryIssue] =
        ha26ListPicker
        + corners(
            sections: [0, 1],
            reference:
                "[102, 75, 66, 60, 56, 52, 49, 46, 44, 42, 40, 38, 36, 35, 33, 32, 31, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 9, 9, 8, 8, 7, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]",
            ours: oursLight)
        + [
            KnownGeometryIssue(kind: .bandCount, subject: "sections", reference: "2", ours: "3", reason: bandCount26),
            KnownGeometryIssue(
                kind: .separatorColor, subject: "section #1 separator #0", reference: "#E8E8E8 #E8E8E8 #DCDCE1",
                ours: "#E8E8E8 #E8E8E8 #E8E8E8", reason: halfPixel26),
        ]

    static let ha26ListPickerDark: [KnownGeometryIssue] =
        ha26ListPicker
        + corners(
            sections: [0, 1],
            reference:
                "[110, 78, 67, 61, 56, 53, 50, 47, 44, 42, 40, 38, 37, 35, 34, 32, 31, 30, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 18, 17, 16, 15, 15, 14, 13, 13, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]",
            ours: oursDark)
        + [
            KnownGeometryIssue(
                kind: .separatorColor, subject: "section #1 separator #0", reference: "#38383B #38383B #2A2A2C",
                ours: "#38383B #38383B #38383B", reason: halfPixel26)
        ]

    /// HA26S (iOS 26, switch rows and a footer): the switches match to the pixel; the corners differ as above.
    static let ha26ServerSwitchingLight: [KnownGeometryIssue] =
        corners(
            sections: [0],
            reference:
                "[100, 74, 65, 59, 54, 51, 48, 45, 43, 41, 39, 37, 35, 34, 32, 31, 30, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0]",
            bottomReference:
                "[100, 74, 64, 59, 54, 51, 48, 45, 43, 41, 39, 37, 35, 34, 32, 31, 30, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0]",
            ours: oursLight)

    static let ha26ServerSwitchingDark: [KnownGeometryIssue] =
        corners(
            sections: [0],
            reference:
                "[109, 76, 66, 60, 55, 52, 48, 46, 43, 41, 39, 37, 36, 34, 33, 31, 30, 29, 28, 26, 25, 24, 23, 22, 21, 20, 19, 19, 18, 17, 16, 15, 15, 14, 13, 13, 12, 11, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]",
            ours: oursDark)

    /// What both appearances show.
    private static let ha26ListPicker: [KnownGeometryIssue] = [
        KnownGeometryIssue(
            kind: .sectionHeight, subject: "section #1", reference: "613", ours: "612", reason: halfPixel26),
        KnownGeometryIssue(
            kind: .separatorOffset, subject: "section #1 separator #0", reference: "+151", ours: "+150",
            reason: halfPixel26),
        KnownGeometryIssue(
            kind: .separatorOffset, subject: "section #1 separator #1", reference: "+304", ours: "+303",
            reason: halfPixel26),
        KnownGeometryIssue(
            kind: .separatorOffset, subject: "section #1 separator #2", reference: "+457", ours: "+456",
            reason: halfPixel26),
    ]

    /// Our section corner profiles at 390 pt @3x in the light appearance, corner by corner.
    private static let oursLight: [ModernGeometryProbe.Corner: String] = [
        .topLeft:
            "[99, 76, 66, 60, 55, 52, 48, 46, 44, 41, 39, 38, 36, 34, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 22, 21, 20, 19, 18, 17, 16, 16, 15, 14, 13, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]",
        .topRight:
            "[99, 76, 66, 60, 55, 52, 48, 46, 43, 41, 39, 38, 36, 34, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 21, 21, 20, 19, 18, 17, 16, 16, 15, 14, 13, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]",
        .bottomLeft:
            "[99, 76, 66, 60, 55, 52, 48, 46, 44, 41, 39, 38, 36, 34, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 21, 21, 20, 19, 18, 17, 16, 16, 15, 14, 13, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]",
        .bottomRight:
            "[99, 76, 66, 60, 55, 52, 48, 46, 43, 41, 39, 38, 36, 34, 33, 32, 30, 29, 28, 27, 25, 24, 23, 22, 22, 21, 20, 19, 18, 17, 16, 16, 15, 14, 13, 13, 12, 12, 11, 10, 10, 9, 9, 8, 8, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]",
    ]

    /// Our section corner profiles at 390 pt @3x in the dark appearance (the left and right corners alike).
    private static let oursDark: [ModernGeometryProbe.Corner: String] = [
        .topLeft:
            "[112, 78, 67, 60, 56, 52, 49, 46, 44, 42, 40, 38, 36, 35, 33, 32, 31, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 9, 9, 8, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]",
        .topRight:
            "[112, 78, 67, 60, 56, 52, 49, 46, 44, 42, 40, 38, 36, 35, 33, 32, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 9, 9, 8, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]",
        .bottomLeft:
            "[112, 78, 67, 60, 56, 52, 49, 46, 44, 42, 40, 38, 36, 35, 33, 32, 31, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 9, 9, 8, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]",
        .bottomRight:
            "[112, 78, 67, 60, 56, 52, 49, 46, 44, 42, 40, 38, 36, 35, 33, 32, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 14, 14, 13, 12, 12, 11, 11, 10, 9, 9, 8, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]",
    ]

    /// One corner-shape difference per corner of each of `sections`: UIKit's profile is `reference` (the top
    /// corners' when `bottomReference` gives the bottom ones'), ours is the profile `ours` gives for the corner.
    private static func corners(
        sections: [Int], reference: String, bottomReference: String? = nil,
        ours: [ModernGeometryProbe.Corner: String]
    ) -> [KnownGeometryIssue] {
        sections.flatMap { section in
            ModernGeometryProbe.Corner.allCases.map { corner in
                let bottom = corner == .bottomLeft || corner == .bottomRight
                return KnownGeometryIssue(
                    kind: .cornerShape, subject: "section #\(section) \(corner.rawValue)",
                    reference: bottom ? bottomReference ?? reference : reference, ours: ours[corner] ?? "",
                    reason: cornerShape26)
            }
        }
    }

    private static let cornerShape26 =
        "UIKit's iOS 26 section corner is the continuous 26 pt curve along the top edge and a quarter circle down the "
        + "side of a 51 pt cell (no room for the curve's reach), as ours, within about 0.1 px rms; a pixel row's run "
        + "still differs by a few pixels where the tail is a fraction of a pixel deep (the first row's by 1–3 px)"

    private static let halfPixel26 =
        "UIKit's second section starts on a half pixel (17.5 pt of spacing, not rounded by this iOS 26 SwiftUI "
        + "list), so its first separator spreads over a third row and its rows sit one pixel lower; ours rounds "
        + "section origins to the device pixel"

    private static let bandCount26 =
        "the probe finds a third section band in ours at the crop's bottom edge (our render ends 17.5 pt below "
        + "the last section, where the reference continues); not a layout difference"
}
