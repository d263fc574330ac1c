/// The changes found so far, in the order they were noted.
struct ChangeLog {
    private(set) var changes: [LayoutChange] = []

    /// Notes `change` about `subject`; `nil` notes nothing.
    mutating func note(_ subject: String, _ change: String?) {
        guard let change else { return }
        changes.append(LayoutChange(subject: subject, change: change))
    }

    /// Notes each of `changes` about `subject`.
    mutating func note(_ subject: String, _ changes: [String?]) {
        for change in changes { note(subject, change) }
    }
}
