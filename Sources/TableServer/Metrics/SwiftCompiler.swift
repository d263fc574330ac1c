/// The Swift compiler that built this binary, for `tableshot_build_info`'s `swift` label. Swift has no run-time
/// query for it, so it is read from `#if compiler(>=…)` checks over the releases listed: a newer compiler reports
/// the newest release listed (add releases here as toolchains move on).
enum SwiftCompiler {
    /// The release, `major.minor` or `major.minor.patch`, or `unknown` below 6.0 (which cannot build TableShot).
    static let version: String = {
        var version = "unknown"
        #if compiler(>=6.0)
            version = "6.0"
        #endif
        #if compiler(>=6.0.1)
            version = "6.0.1"
        #endif
        #if compiler(>=6.0.2)
            version = "6.0.2"
        #endif
        #if compiler(>=6.0.3)
            version = "6.0.3"
        #endif
        #if compiler(>=6.1)
            version = "6.1"
        #endif
        #if compiler(>=6.1.1)
            version = "6.1.1"
        #endif
        #if compiler(>=6.1.2)
            version = "6.1.2"
        #endif
        #if compiler(>=6.1.3)
            version = "6.1.3"
        #endif
        #if compiler(>=6.2)
            version = "6.2"
        #endif
        #if compiler(>=6.2.1)
            version = "6.2.1"
        #endif
        #if compiler(>=6.2.2)
            version = "6.2.2"
        #endif
        #if compiler(>=6.2.3)
            version = "6.2.3"
        #endif
        #if compiler(>=6.2.4)
            version = "6.2.4"
        #endif
        #if compiler(>=6.3)
            version = "6.3"
        #endif
        #if compiler(>=6.3.1)
            version = "6.3.1"
        #endif
        #if compiler(>=6.3.2)
            version = "6.3.2"
        #endif
        #if compiler(>=6.3.3)
            version = "6.3.3"
        #endif
        #if compiler(>=6.4)
            version = "6.4"
        #endif
        #if compiler(>=6.4.1)
            version = "6.4.1"
        #endif
        #if compiler(>=6.4.2)
            version = "6.4.2"
        #endif
        #if compiler(>=6.5)
            version = "6.5"
        #endif
        #if compiler(>=7.0)
            version = "7.0"
        #endif
        return version
    }()
}
