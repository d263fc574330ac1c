/// Union-find over run indices (union by size, path halving): near-linear joining of runs into regions.
struct DisjointSets {
    private var parent: [Int]
    private var size: [Int]

    init(count: Int) {
        parent = Array(0..<count)
        size = Array(repeating: 1, count: count)
    }

    mutating func find(_ element: Int) -> Int {
        var element = element
        while parent[element] != element {
            parent[element] = parent[parent[element]]
            element = parent[element]
        }
        return element
    }

    /// Joins `element`'s set with the set whose root is `root`; returns the joined set's root.
    mutating func join(root: Int, _ element: Int) -> Int {
        var one = root
        var other = find(element)
        guard one != other else { return one }
        if size[one] < size[other] { swap(&one, &other) }
        parent[other] = one
        size[one] += size[other]
        return one
    }
}

/// The bounding box and pixel count of each set of runs.
struct RegionBoxes {
    private struct Box {
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        var pixels = 0
    }

    private let boxes: [Box]

    init(runs: [RegionCollector.Run], sets: inout DisjointSets) {
        var byRoot = [Box?](repeating: nil, count: runs.count)
        for (index, run) in runs.enumerated() {
            let root = sets.find(index)
            var box = byRoot[root] ?? Box()
            box.minX = min(box.minX, run.start)
            box.maxX = max(box.maxX, run.end)
            box.minY = min(box.minY, run.row)
            box.maxY = max(box.maxY, run.row)
            box.pixels += run.pixels
            byRoot[root] = box
        }
        boxes = byRoot.compactMap { $0 }
    }

    /// Most pixels first, then top to bottom and left to right; at most `limit`.
    func largest(_ limit: Int) -> [DiffRegion] {
        let ordered = boxes.sorted { one, other in
            if one.pixels != other.pixels { return one.pixels > other.pixels }
            return (one.minY, one.minX, one.maxY, one.maxX) < (other.minY, other.minX, other.maxY, other.maxX)
        }
        return ordered.prefix(max(0, limit)).map { box in
            DiffRegion(x: box.minX, y: box.minY, width: box.maxX - box.minX + 1, height: box.maxY - box.minY + 1)
        }
    }
}
