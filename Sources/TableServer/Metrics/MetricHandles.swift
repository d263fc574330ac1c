internal import CoreMetrics
internal import Synchronization

/// The metrics' handles, made once per name and labels and kept: a request records a few counters, timers and
/// gauges, and making each through the Prometheus factory (name checks, the registry's lock and its lookups) cost
/// more than the recording (a `perf` profile of saturated renders, issue 27). The label values are few by design
/// (routes, statuses, stages, reasons, signals), so the table stays small.
final class MetricHandles: Sendable {
    private struct Key: Hashable {
        let label: String
        let dimensions: [String]

        init(_ label: String, _ dimensions: [(String, String)]) {
            self.label = label
            self.dimensions = dimensions.flatMap { [$0.0, $0.1] }
        }
    }

    private let factory: any MetricsFactory
    private let counters = Mutex<[Key: Counter]>([:])
    private let timers = Mutex<[Key: CoreMetrics.Timer]>([:])
    private let gauges = Mutex<[Key: Gauge]>([:])

    /// Handles made by `factory`.
    init(factory: any MetricsFactory) { self.factory = factory }

    /// The counter called `label` with `dimensions`.
    func counter(_ label: String, _ dimensions: [(String, String)] = []) -> Counter {
        handle(in: counters, Key(label, dimensions)) { Counter(label: label, dimensions: dimensions, factory: factory) }
    }

    /// The timer called `label` with `dimensions`.
    func timer(_ label: String, _ dimensions: [(String, String)] = []) -> CoreMetrics.Timer {
        handle(in: timers, Key(label, dimensions)) {
            CoreMetrics.Timer(label: label, dimensions: dimensions, factory: factory)
        }
    }

    /// The gauge called `label` with `dimensions`.
    func gauge(_ label: String, _ dimensions: [(String, String)] = []) -> Gauge {
        handle(in: gauges, Key(label, dimensions)) { Gauge(label: label, dimensions: dimensions, factory: factory) }
    }

    private func handle<Handle: Sendable>(
        in table: borrowing Mutex<[Key: Handle]>, _ key: Key, make: () -> Handle
    ) -> Handle {
        table.withLock { handles in
            if let handle = handles[key] { return handle }
            let handle = make()
            handles[key] = handle
            return handle
        }
    }
}
