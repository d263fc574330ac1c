internal import Foundation
internal import TableShotTesting
internal import Testing

/// Issue 38, item 10: `tableshot test --server` reaches a production server: behind API keys (`--api-key` or
/// `TABLESHOT_API_KEY`) and over HTTPS (here a TLS proxy with a self-signed certificate, trusted with `--ca-cert`).
@Suite(.serialized) struct TestCommandRemoteServerTests {
    typealias Project = TestCommandTests.Project
    static let key = "remote-key-0123456789abcdef"

    /// A TLS proxy in front of `port`: Python's `ssl` wrapping each connection and relaying bytes both ways. It
    /// listens on a free port, which it prints (`ready <port>`), and ends when its standard input does: a fixed port
    /// was taken by a proxy left over from an earlier run (`python3` can be a launcher whose child outlives it).
    static let proxy = #"""
        import os, socket, ssl, sys, threading
        target_port, cert, key = int(sys.argv[1]), sys.argv[2], sys.argv[3]
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        server = socket.create_server(("127.0.0.1", 0))
        def watch_parent():
            sys.stdin.buffer.read()
            os._exit(0)
        threading.Thread(target=watch_parent, daemon=True).start()
        def pipe(source, sink):
            try:
                while data := source.recv(65536):
                    sink.sendall(data)
            except OSError:
                pass
            finally:
                for s in (source, sink):
                    try: s.close()
                    except OSError: pass
        def serve(client):
            try:
                tls = context.wrap_socket(client, server_side=True)
            except (ssl.SSLError, OSError):
                client.close(); return
            upstream = socket.create_connection(("127.0.0.1", target_port))
            threading.Thread(target=pipe, args=(tls, upstream), daemon=True).start()
            pipe(upstream, tls)
        sys.stdout.write(f"ready {server.getsockname()[1]}\n")
        sys.stdout.flush()
        while True:
            client, _ = server.accept()
            threading.Thread(target=serve, args=(client,), daemon=True).start()
        """#

    @Test(.timeLimit(.minutes(2))) func aKeyedServerIsReachedWithItsKeyOverHTTPAndHTTPS() async throws {
        let project = try Project()
        defer { project.remove() }
        #expect(try project.test(["--record", "missing"]).status == 0)
        let port = 16_000 + Int(ProcessInfo.processInfo.processIdentifier % 1000)
        let server = try LocalServer.start(port: port, flags: ["--api-keys", Self.key])
        defer { server.terminate() }
        try await LocalServer.waitUntilHealthy(try #require(URL(string: "http://127.0.0.1:\(port)")))
        let plain = "http://127.0.0.1:\(port)"
        let keyless = try project.test(["--record", "none", "--server", plain])
        #expect(keyless.status == 1)
        #expect(keyless.stdoutText.contains("server answered 401"), "\(keyless.stdoutText)")
        let keyed = try project.test(["--record", "none", "--server", plain, "--api-key", Self.key])
        #expect(keyed.status == 0 && keyed.stdoutText.contains("3 passed, 0 failed"), "\(keyed.stdoutText)")
        let fromEnvironment = try project.test(
            ["--record", "none", "--server", plain], environment: ["TABLESHOT_API_KEY": Self.key])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.stdoutText)")

        // HTTPS through a TLS proxy with a certificate of its own.
        let certificate = project.root.appendingPathComponent("cert.pem").path
        let privateKey = project.root.appendingPathComponent("key.pem").path
        let made = try CLIRunner.runTool(
            "/usr/bin/openssl",
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", privateKey, "-out", certificate,
            ])
        try #require(made == 0, "openssl could not make a certificate")
        let proxy = Process()
        proxy.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        proxy.arguments = ["python3", "-c", Self.proxy, String(port), certificate, privateKey]
        let ready = Pipe()
        let lifeline = Pipe()
        proxy.standardOutput = ready
        proxy.standardInput = lifeline
        proxy.standardError = FileHandle.nullDevice
        try proxy.run()
        defer {
            try? lifeline.fileHandleForWriting.close()
            proxy.terminate()
        }
        var said = ""
        while !said.hasSuffix("\n") {
            let data = ready.fileHandleForReading.availableData
            if data.isEmpty { break }
            said += String(decoding: data, as: UTF8.self)
        }
        let tlsPort = try #require(
            said.split(separator: " ").last.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) },
            "the proxy said \(said)")
        let secure = "https://127.0.0.1:\(tlsPort)"
        let untrusted = try project.test(["--record", "none", "--server", secure, "--api-key", Self.key])
        #expect(untrusted.status == 1)
        #expect(untrusted.stdoutText.lowercased().contains("certificate"), "\(untrusted.stdoutText)")
        let trusted = try project.test(
            ["--record", "none", "--server", secure, "--api-key", Self.key, "--ca-cert", certificate])
        #expect(trusted.status == 0 && trusted.stdoutText.contains("3 passed, 0 failed"), "\(trusted.stdoutText)")
        let wrongScheme = try project.test(["--server", "ftp://127.0.0.1:\(port)"])
        #expect(wrongScheme.status == 64)
    }
}
