extension ServeSettings {
    /// A text setting and where it came from: the flag's value and the flag's name, else the environment
    /// variable's value and its name, else nil (a flag wins over its variable). The name goes into the messages of
    /// a setting that does not parse.
    static func setting(
        _ flag: String?, _ flagName: String, _ variable: String, _ environment: [String: String]
    ) -> (value: String, source: String)? {
        if let flag { return (flag, flagName) }
        return environment[variable].map { ($0, variable) }
    }
}
