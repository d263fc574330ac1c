public import TableWorkers

/// The worker pool's counters are the server's (`tableshot_worker_*`).
extension ServerMetrics: WorkerPoolMetrics {}
