internal import Foundation
internal import TableRegression

/// Writes a run's `index.html` and `junit.xml` into the output folder. The JUnit attachments name the
/// folder as the user gave it (`tableshot-report/a.diff.png`), since CI systems resolve them against
/// the job's working directory.
enum ReportWriter {
    static func write(_ report: RunReport, to directory: URL, as given: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(HTMLReport.render(report).utf8).write(to: directory.appendingPathComponent("index.html"))
        let junit = JUnitReport.render(report, attachmentDirectory: given)
        try Data(junit.utf8).write(to: directory.appendingPathComponent("junit.xml"))
    }
}
