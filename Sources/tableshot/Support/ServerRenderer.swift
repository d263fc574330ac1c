internal import Foundation
internal import TableRegression
internal import TableSpec

#if canImport(FoundationNetworking)
    internal import FoundationNetworking
#endif

/// Renders through a running TableShot server (`tableshot test --server URL`): POSTs each variant's
/// JSON to `<url>/v1/render` and returns the PNG, so that a run uses the server's fonts and version.
struct ServerRenderer: SpecRendering {
    let baseURL: URL
    /// Per-request time limit.
    var timeout: TimeInterval = 60

    /// Why a server render failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func render(_ variant: SpecVariant) throws -> [UInt8] {
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/render"), timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("image/png", forHTTPHeaderField: "Accept")
        request.httpBody = Data(variant.json)
        let box = ResponseBox()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, error in
            box.set(data: data, status: (response as? HTTPURLResponse)?.statusCode, error: error)
            done.signal()
        }.resume()
        done.wait()
        let (data, status, error) = box.get()
        if let error { throw Failure(description: "\(baseURL.absoluteString): \(error.localizedDescription)") }
        guard status == 200, let data else {
            let body = data.map { String(decoding: $0.prefix(500), as: UTF8.self) } ?? ""
            throw Failure(description: "server answered \(status.map(String.init) ?? "nothing"): \(body)")
        }
        return [UInt8](data)
    }
}

/// The URLSession callback's results, handed across threads under a lock.
private final class ResponseBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    private var status: Int?
    private var error: (any Error)?

    func set(data: Data?, status: Int?, error: (any Error)?) {
        lock.lock()
        defer { lock.unlock() }
        self.data = data
        self.status = status
        self.error = error
    }

    func get() -> (Data?, Int?, (any Error)?) {
        lock.lock()
        defer { lock.unlock() }
        return (data, status, error)
    }
}
