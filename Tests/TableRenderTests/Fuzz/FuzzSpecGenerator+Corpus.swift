import Foundation

extension FuzzSpecGenerator {
    /// Every example, then `count` random valid tables from seeds derived from `base` (each with a small embedded
    /// image): the corpus of the tests that compare two ways of drawing the same tree.
    static func examplesAndRandomTables(count: Int, base: UInt64) throws -> [(name: String, json: [UInt8])] {
        var specs = try FuzzMutationTests.examples().map { (name: $0.name, json: $0.bytes) }
        let embedded = FuzzPNG.dataURI(FuzzPNG.image(width: 6, height: 4))
        for index in 0..<count {
            let seed = FuzzRandom.caseSeed(base: base, index: index)
            var generator = FuzzSpecGenerator(seed: seed, embeddedImage: embedded)
            specs.append((name: "random #\(index) seed \(seed)", json: generator.table().bytes))
        }
        return specs
    }
}
