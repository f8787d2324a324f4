#if canImport(Glibc)
import Glibc
#endif

/// A real SMTP server for one test: Python's aiosmtpd on 127.0.0.1, run as a child process by
/// the interpreter `SCREENKIT_TEST_PYTHON` names (`make test` sets it to the e2e venv's).
///
/// Each message it accepts is written to a file of a temporary folder, with its envelope, and
/// read back with ``message(_:)``. The child's standard input is a socket this process holds:
/// should the test process die before it stops the server, the socket closes and the server
/// ends too.
final class SMTPTestServer {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// How the server answers.
    enum Behaviour: String {
        /// Takes every message.
        case accept
        /// Wants `mailer` / `p@ss:w0rd` before `MAIL FROM`.
        case authenticate = "auth"
        case refuseRecipient550 = "rcpt-550"
        case refuseRecipient451 = "rcpt-451"
        /// Takes the envelope, then refuses the message once it has it all.
        case refuseData554 = "data-554"
    }

    struct Message {
        let from: String
        let recipients: [String]
        let content: [UInt8]
    }

    static let username = "mailer"
    static let password = "p@ss:w0rd"

    /// The interpreter, or `nil` where the variable is unset (the tests that need it are skipped).
    static var python: String? {
        guard let value = getenv("SCREENKIT_TEST_PYTHON"), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    let port: Int
    let folder: String
    private let process: pid_t
    /// The child's standard input and output.
    private let connection: Int32

    init(_ behaviour: Behaviour) throws {
        guard let python = Self.python else { throw Failure(description: "SCREENKIT_TEST_PYTHON is not set") }
        var template = Array("/tmp/screenkit-mail-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { throw Failure(description: "cannot create a temporary folder") }
        folder = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        // One socket pair is the child's input and output. Made close-on-exec in the same call,
        // so that a server another test starts at that moment does not inherit this end.
        var ends: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw Failure(description: "cannot create a socket pair")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        let arguments = [python, "-c", Self.script, folder, behaviour.rawValue]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, python, &actions, nil, argv, environ)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            throw Failure(description: "cannot start \(python): error \(spawned)")
        }
        process = child
        connection = ends[0]

        // The script prints the port once the server listens.
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.last != UInt8(ascii: "\n") {
            guard read(connection, &byte, 1) == 1 else { break }
            line.append(byte)
        }
        guard let port = Int(String(decoding: line.dropLast(), as: UTF8.self)) else {
            Self.stop(process: child, connection: connection)
            throw Failure(description: "the SMTP server did not start (is aiosmtpd installed for \(python)?)")
        }
        self.port = port
    }

    deinit {
        Self.stop(process: process, connection: connection)
        var number = 1
        while unlink("\(folder)/message-\(number)") == 0 { number += 1 }
        rmdir(folder)
    }

    /// The `number`th message the server took (from 1), as it arrived.
    func message(_ number: Int = 1) throws -> Message {
        let path = "\(folder)/message-\(number)"
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(description: "the server received no message \(number)") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        // The envelope's lines, a blank line, then the content.
        let separator: [UInt8] = [0x0A, 0x0A]
        guard let end = (0..<max(0, bytes.count - 1)).first(where: { bytes[$0..<($0 + 2)].elementsEqual(separator) }) else {
            throw Failure(description: "message \(number) has no envelope")
        }
        let envelope = String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\n")
        return Message(
            from: envelope.first { $0.hasPrefix("FROM:") }.map { String($0.dropFirst(5)) } ?? "",
            recipients: envelope.filter { $0.hasPrefix("TO:") }.map { String($0.dropFirst(3)) },
            content: Array(bytes[(end + 2)...]))
    }

    private static func stop(process: pid_t, connection: Int32) {
        close(connection)
        kill(process, SIGTERM)
        var status: Int32 = 0
        waitpid(process, &status, 0)
    }

    /// argv: the folder for messages, the behaviour. Prints the port, serves until its input closes.
    private static let script = """
        import logging, os, socket, sys, warnings
        from aiosmtpd.controller import Controller
        from aiosmtpd.smtp import AuthResult, LoginPassword

        logging.getLogger("mail.log").setLevel(logging.CRITICAL)
        warnings.simplefilter("ignore")  # AUTH without TLS, which only a test may do
        folder, behaviour = sys.argv[1], sys.argv[2]

        class Handler:
            received = 0

            async def handle_RCPT(self, server, session, envelope, address, options):
                if behaviour.startswith("rcpt-"):
                    return behaviour[5:] + " Refused for the test"
                envelope.rcpt_tos.append(address)
                return "250 OK"

            async def handle_DATA(self, server, session, envelope):
                if behaviour.startswith("data-"):
                    return behaviour[5:] + " Refused for the test"
                Handler.received += 1
                head = "FROM:" + envelope.mail_from + "\\n"
                head += "".join("TO:" + rcpt + "\\n" for rcpt in envelope.rcpt_tos) + "\\n"
                with open(os.path.join(folder, "message-%d" % Handler.received), "wb") as file:
                    file.write(head.encode() + envelope.content)
                return "250 Accepted"

        def authenticate(server, session, envelope, mechanism, auth_data):
            accepted = isinstance(auth_data, LoginPassword) \\
                and auth_data.login == b"\(username)" and auth_data.password == b"\(password)"
            # handled=False: the server itself answers 535 to a refusal.
            return AuthResult(success=accepted, handled=False)

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        options = {}
        if behaviour == "auth":
            options = dict(authenticator=authenticate, auth_required=True, auth_require_tls=False)
        controller = Controller(Handler(), hostname="127.0.0.1", port=port, ready_timeout=60, **options)
        controller.start()
        print(port, flush=True)
        sys.stdin.read()
        controller.stop()
        """
}
