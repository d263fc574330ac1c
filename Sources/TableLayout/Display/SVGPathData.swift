internal import Foundation

/// SVG path data (the `d` attribute, SVG 1.1 §8.3) read into a `DisplayPath`: moves, lines, cubic and quadratic
/// Béziers and elliptical arcs, absolute and relative, with the implicit repeats and the shorthand forms. A
/// quadratic becomes the equal cubic and an arc the cubics that approximate it a quarter turn at a time, so the
/// outline uses the display list's own elements. Used for the open stand-in symbols (`OpenSymbolArtwork`) and
/// for the outlines a team exports from the SF Symbols app.
public struct SVGPathData: Sendable, Equatable {
    /// The outline in the data's own coordinates.
    public private(set) var path: DisplayPath
    /// The smallest box holding every point of the outline, curves' control points included (so it may be a
    /// little larger than the ink).
    public private(set) var bounds: Rect

    /// Why a `d` attribute could not be read.
    public struct Error: Swift.Error, Equatable, CustomStringConvertible {
        /// The byte offset in the data where reading stopped.
        public let offset: Int
        public let reason: String
        public var description: String { "SVG path data at byte \(offset): \(reason)" }
    }

    /// Reads `data`; throws when it is not valid path data.
    public init(_ data: String) throws(Error) {
        var reader = Reader(bytes: Array(data.utf8))
        var builder = Builder()
        try reader.read(into: &builder)
        guard !builder.path.elements.isEmpty else { throw Error(offset: 0, reason: "no path commands") }
        path = builder.path
        bounds = builder.bounds
    }

    /// The outline stretched over a `size` box from (0, 0), filled in `color` with the non-zero rule; nothing
    /// for a clear colour, an empty box or an outline without area.
    public func filling(_ size: Size, color: Color) -> DisplayList {
        guard color.alpha > 0, bounds.width > 0, bounds.height > 0, size.width > 0, size.height > 0 else {
            return DisplayList()
        }
        let scaleX = size.width / bounds.width
        let scaleY = size.height / bounds.height
        let path = transformed(scaleX: scaleX, scaleY: scaleY, dx: -bounds.x * scaleX, dy: -bounds.y * scaleY)
        return DisplayList([.fill(path, .color(color), evenOdd: false)])
    }

    /// The outline moved and scaled: each point `p` becomes `p × scale + (dx, dy)` (a negative `scaleX` mirrors).
    public func transformed(scaleX: Double, scaleY: Double, dx: Double, dy: Double) -> DisplayPath {
        func x(_ value: Double) -> Double { value * scaleX + dx }
        func y(_ value: Double) -> Double { value * scaleY + dy }
        return DisplayPath(
            path.elements.map { element -> DisplayPath.Element in
                switch element {
                case .move(let px, let py): return .move(x: x(px), y: y(py))
                case .line(let px, let py): return .line(x: x(px), y: y(py))
                case .curve(let x1, let y1, let x2, let y2, let px, let py):
                    return .curve(x1: x(x1), y1: y(y1), x2: x(x2), y2: y(y2), x: x(px), y: y(py))
                case .close, .newSubPath: return element
                // The reader makes neither (arcs become curves); kept for completeness.
                case .arc(let cx, let cy, let r, let start, let end):
                    return .arc(centerX: x(cx), centerY: y(cy), radius: r * abs(scaleX), start: start, end: end)
                case .rectangle(let rect):
                    return .rectangle(
                        Rect(x: x(rect.x), y: y(rect.y), width: rect.width * scaleX, height: rect.height * scaleY))
                }
            })
    }
}

extension SVGPathData {
    /// Builds the path and tracks the current point, the sub-path's start, the last control point (for the
    /// shorthand curves) and the bounds.
    fileprivate struct Builder {
        var path = DisplayPath()
        var current = (x: 0.0, y: 0.0)
        var start = (x: 0.0, y: 0.0)
        /// The second control point of the last cubic, or the control point of the last quadratic, with which
        /// command it came; nil after any other command.
        var lastControl: (x: Double, y: Double, quadratic: Bool)?
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

        var bounds: Rect {
            guard minX <= maxX else { return Rect(x: 0, y: 0, width: 0, height: 0) }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }

        mutating func include(_ x: Double, _ y: Double) {
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x)
            maxY = max(maxY, y)
        }

        mutating func move(_ x: Double, _ y: Double) {
            path.move(x, y)
            include(x, y)
            current = (x, y)
            start = (x, y)
            lastControl = nil
        }

        mutating func line(_ x: Double, _ y: Double) {
            path.line(x, y)
            include(x, y)
            current = (x, y)
            lastControl = nil
        }

        mutating func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
            path.curve(x1, y1, x2, y2, x, y)
            include(x1, y1)
            include(x2, y2)
            include(x, y)
            current = (x, y)
            lastControl = (x2, y2, false)
        }

        /// A quadratic as the cubic with the same curve (control points two thirds of the way to its control).
        mutating func quadratic(_ qx: Double, _ qy: Double, _ x: Double, _ y: Double) {
            let (x0, y0) = current
            cubic(
                x0 + 2 / 3 * (qx - x0), y0 + 2 / 3 * (qy - y0), x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), x, y)
            lastControl = (qx, qy, true)
        }

        /// The reflection of the last control point of the given kind about the current point (the shorthand
        /// curves' first control point), or the current point.
        func reflected(quadratic: Bool) -> (x: Double, y: Double) {
            guard let last = lastControl, last.quadratic == quadratic else { return current }
            return (2 * current.x - last.x, 2 * current.y - last.y)
        }

        mutating func close() {
            path.close()
            current = start
            lastControl = nil
        }

        /// An elliptical arc (SVG 1.1 §F.6.5: endpoint to centre parameterization) as cubics of at most a quarter
        /// turn each.
        mutating func arc(
            _ rxIn: Double, _ ryIn: Double, _ rotation: Double, large: Bool, sweep: Bool, _ x: Double, _ y: Double
        ) {
            let (x1, y1) = current
            guard x1 != x || y1 != y else { return }
            var rx = abs(rxIn)
            var ry = abs(ryIn)
            guard rx > 0, ry > 0 else { return line(x, y) }
            let phi = rotation * Double.pi / 180
            let (cosPhi, sinPhi) = (cos(phi), sin(phi))
            let dx = (x1 - x) / 2
            let dy = (y1 - y) / 2
            let x1p = cosPhi * dx + sinPhi * dy
            let y1p = -sinPhi * dx + cosPhi * dy
            let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
            if lambda > 1 {
                rx *= lambda.squareRoot()
                ry *= lambda.squareRoot()
            }
            let numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
            let denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p
            var factor = denominator > 0 ? max(0, numerator / denominator).squareRoot() : 0
            if large == sweep { factor = -factor }
            let cxp = factor * rx * y1p / ry
            let cyp = -factor * ry * x1p / rx
            let cx = cosPhi * cxp - sinPhi * cyp + (x1 + x) / 2
            let cy = sinPhi * cxp + cosPhi * cyp + (y1 + y) / 2
            func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
                atan2(ux * vy - uy * vx, ux * vx + uy * vy)
            }
            let theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
            var delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
            if !sweep && delta > 0 { delta -= 2 * Double.pi }
            if sweep && delta < 0 { delta += 2 * Double.pi }
            let segments = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
            let step = delta / Double(segments)
            // The control distance of a cubic approximating a circular arc of `step` radians.
            let k = 4 / 3 * tan(step / 4)
            func point(_ t: Double) -> (x: Double, y: Double) {
                let (ex, ey) = (rx * cos(t), ry * sin(t))
                return (cx + cosPhi * ex - sinPhi * ey, cy + sinPhi * ex + cosPhi * ey)
            }
            func derivative(_ t: Double) -> (x: Double, y: Double) {
                let (ex, ey) = (-rx * sin(t), ry * cos(t))
                return (cosPhi * ex - sinPhi * ey, sinPhi * ex + cosPhi * ey)
            }
            var t = theta1
            for index in 0..<segments {
                let next = t + step
                let (p0, d0) = (point(t), derivative(t))
                let (d1) = derivative(next)
                // The last segment ends exactly on the given end point.
                let p1 = index == segments - 1 ? (x: x, y: y) : point(next)
                cubic(p0.x + k * d0.x, p0.y + k * d0.y, p1.x - k * d1.x, p1.y - k * d1.y, p1.x, p1.y)
                t = next
            }
            lastControl = nil
        }
    }

    /// Reads commands and numbers from the bytes of the data.
    fileprivate struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func read(into builder: inout Builder) throws(Error) {
            var command: UInt8?
            skipSeparators()
            while offset < bytes.count {
                let byte = bytes[offset]
                if Self.isCommand(byte) {
                    command = byte
                    offset += 1
                } else if command == nil {
                    throw Error(offset: offset, reason: "expected a command letter")
                } else if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                    throw Error(offset: offset, reason: "a number after Z")
                }
                guard let letter = command else { break }
                try perform(letter, into: &builder)
                // After a move, further pairs are lines (SVG 1.1 §8.3.2).
                if letter == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if letter == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
                skipSeparators()
            }
        }

        private mutating func perform(_ letter: UInt8, into b: inout Builder) throws(Error) {
            let relative = letter >= UInt8(ascii: "a")
            let (ox, oy) = relative ? b.current : (0, 0)
            switch letter | 0x20 {
            case UInt8(ascii: "m"):
                let (x, y) = (try number(), try number())
                b.move(ox + x, oy + y)
            case UInt8(ascii: "l"):
                let (x, y) = (try number(), try number())
                b.line(ox + x, oy + y)
            case UInt8(ascii: "h"):
                let x = try number()
                b.line(ox + x, b.current.y)
            case UInt8(ascii: "v"):
                let y = try number()
                b.line(b.current.x, oy + y)
            case UInt8(ascii: "c"):
                let (x1, y1, x2, y2) = (try number(), try number(), try number(), try number())
                let (x, y) = (try number(), try number())
                b.cubic(ox + x1, oy + y1, ox + x2, oy + y2, ox + x, oy + y)
            case UInt8(ascii: "s"):
                let first = b.reflected(quadratic: false)
                let (x2, y2, x, y) = (try number(), try number(), try number(), try number())
                b.cubic(first.x, first.y, ox + x2, oy + y2, ox + x, oy + y)
            case UInt8(ascii: "q"):
                let (qx, qy, x, y) = (try number(), try number(), try number(), try number())
                b.quadratic(ox + qx, oy + qy, ox + x, oy + y)
            case UInt8(ascii: "t"):
                let control = b.reflected(quadratic: true)
                let (x, y) = (try number(), try number())
                b.quadratic(control.x, control.y, ox + x, oy + y)
            case UInt8(ascii: "a"):
                let (rx, ry, rotation) = (try number(), try number(), try number())
                let large = try flag()
                let sweep = try flag()
                let (x, y) = (try number(), try number())
                b.arc(rx, ry, rotation, large: large, sweep: sweep, ox + x, oy + y)
            case UInt8(ascii: "z"):
                b.close()
            default:
                throw Error(offset: offset, reason: "unknown command")
            }
        }

        private static func isCommand(_ byte: UInt8) -> Bool {
            switch byte | 0x20 {
            case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
                UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
                return true
            default:
                return false
            }
        }

        private mutating func skipSeparators() {
            while offset < bytes.count,
                bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: ",")
                    || bytes[offset] == UInt8(ascii: "\n") || bytes[offset] == UInt8(ascii: "\t")
                    || bytes[offset] == UInt8(ascii: "\r")
            {
                offset += 1
            }
        }

        /// An arc's flag: one digit, 0 or 1, which may run into the next number ("a1 1 0 01.5 2").
        private mutating func flag() throws(Error) -> Bool {
            skipSeparators()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "0") || bytes[offset] == UInt8(ascii: "1")
            else { throw Error(offset: offset, reason: "expected an arc flag, 0 or 1") }
            defer { offset += 1 }
            return bytes[offset] == UInt8(ascii: "1")
        }

        /// A number: sign, digits, an optional fraction and exponent ("-.5e-3"); a second point or a sign ends
        /// it ("1.5.5" is 1.5 then .5).
        private mutating func number() throws(Error) -> Double {
            skipSeparators()
            let begin = offset
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") {
                offset += 1
            }
            var digits = 0
            while offset < bytes.count, Self.isDigit(bytes[offset]) {
                offset += 1
                digits += 1
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                offset += 1
                while offset < bytes.count, Self.isDigit(bytes[offset]) {
                    offset += 1
                    digits += 1
                }
            }
            guard digits > 0 else { throw Error(offset: begin, reason: "expected a number") }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
                var exponentEnd = offset + 1
                if exponentEnd < bytes.count,
                    bytes[exponentEnd] == UInt8(ascii: "-") || bytes[exponentEnd] == UInt8(ascii: "+")
                {
                    exponentEnd += 1
                }
                if exponentEnd < bytes.count, Self.isDigit(bytes[exponentEnd]) {
                    offset = exponentEnd
                    while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
                }
            }
            let text = String(decoding: bytes[begin..<offset], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                throw Error(offset: begin, reason: "expected a number")
            }
            return value
        }

        private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    }
}
