internal import ArgumentParser
internal import Foundation
internal import TableDiff
internal import TablePixels
internal import TableRender

/// `tableshot diff A.png B.png -o diff.png`: compares two images as `test` does, writes the diff image
/// and prints the result; exits 0 when they match and 1 when they do not.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "Compare two PNG images and write their diff image.")

    @Argument(help: "The expected image.") var expected: String
    @Argument(help: "The actual image.") var actual: String
    @Option(name: .shortAndLong, help: "Where to write the diff PNG (optional).") var output: String?
    @Flag(help: "Print the result as JSON.") var json = false
    @OptionGroup var diff: DiffOptionFlags

    func run() throws {
        let result = ImageDiff.compare(
            expected: try Self.image(expected), actual: try Self.image(actual), options: diff.options)
        if let output { try Output.write(result.diffImage.pngData(), to: output) }
        print(json ? DiffReport.json(result) : DiffReport.text(result))
        if !result.match { throw ExitCode(1) }
    }

    private static func image(_ path: String) throws -> DecodedImage {
        guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) else {
            throw ValidationError("cannot read \(path)")
        }
        guard let image = DecodedImage(png: bytes) else { throw ValidationError("\(path) is not a PNG") }
        return image
    }
}
