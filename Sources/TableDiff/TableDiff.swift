/// Comparing renders: `ImageDiff` compares two images pixel by pixel (the YIQ color distance of
/// Kotsarenko & Ramos, anti-aliased pixels detected after Vyšniauskas), and `LayoutDiff` compares two
/// layout trees and says in words what changed.
public enum TableDiffInfo {
    /// The diff engine's version, reported with compare results.
    public static let version = "1"
}
