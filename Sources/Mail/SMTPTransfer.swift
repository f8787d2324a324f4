internal import CCurl

/// One libcurl easy handle carrying one message, and the C memory libcurl reads while it
/// runs (the error buffer, the recipient list, the message and how much of it was read), all
/// freed together in `deinit`.
///
/// Used by one thread from creation to end, inside ``SMTPTransport/send(_:)``, hence not
/// `Sendable`; a handle per message costs a connection per message, which mail's volume allows.
final class SMTPTransfer {
    /// libcurl, opened and started (`curl_global_init`) once per process, on the first message:
    /// a global's initializer runs exactly once, thread-safely. `nil` when it is not installed.
    static let library: CurlLibrary? = {
        var library = sk_curl_library()
        return sk_curl_load(&library) == 0 ? CurlLibrary(functions: library) : nil
    }()

    private var library: sk_curl_library
    private let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private let message: UnsafeMutableRawBufferPointer
    private let upload: UnsafeMutablePointer<UploadCursor>
    private var recipients: UnsafeMutablePointer<curl_slist>?

    /// `nil` when libcurl cannot make a handle (out of memory).
    init?(library: CurlLibrary, message: [UInt8]) {
        var library = library.functions
        guard let handle = sk_curl_easy_init(&library) else { return nil }
        self.library = library
        self.handle = handle
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: message.count, alignment: 1)
        message.withUnsafeBytes { copy.copyMemory(from: $0) }
        self.message = copy
        upload = .allocate(capacity: 1)
        upload.initialize(to: UploadCursor(bytes: UnsafeRawBufferPointer(copy)))
    }

    deinit {
        sk_curl_easy_cleanup(&library, handle)
        sk_curl_slist_free_all(&library, recipients)
        upload.deinitialize(count: 1)
        upload.deallocate()
        message.deallocate()
        errorBuffer.deallocate()
    }

    /// Sets every option of the transfer: the server and credentials, the envelope, the upload
    /// of the message, and limits on how long a silent server can hold the sender.
    func configure(
        _ configuration: SMTPConfiguration, from: MailAddress, to: MailAddress,
        connectTimeout: Duration, timeout: Duration
    ) throws(MailDeliveryError) {
        recipients = sk_curl_slist_append(&library, nil, "<" + to.address + ">")
        guard let recipients else { throw .transient("libcurl could not hold the recipient (out of memory)") }
        try check(sk_curl_set_string(&library, handle, CURLOPT_URL, configuration.serverURL))
        if let username = configuration.username {
            try check(sk_curl_set_string(&library, handle, CURLOPT_USERNAME, username))
        }
        if let password = configuration.password {
            try check(sk_curl_set_string(&library, handle, CURLOPT_PASSWORD, password))
        }
        if !configuration.usesImplicitTLS {
            // With TRY, libcurl sends the login in plain text to a server that offers no
            // STARTTLS (or to whoever strips the offer on the way); ALL ends the transfer first.
            let level = configuration.requiresSTARTTLS ? CURLUSESSL_ALL : CURLUSESSL_TRY
            try check(sk_curl_set_long(&library, handle, CURLOPT_USE_SSL, Int(level.rawValue)))
        }
        try check(sk_curl_set_string(&library, handle, CURLOPT_MAIL_FROM, "<" + from.address + ">"))
        try check(sk_curl_set_list(&library, handle, CURLOPT_MAIL_RCPT, recipients))
        try check(sk_curl_set_long(&library, handle, CURLOPT_UPLOAD, 1))
        try check(sk_curl_set_long(&library, handle, CURLOPT_INFILESIZE, upload.pointee.bytes.count))
        try check(sk_curl_set_pointer(&library, handle, CURLOPT_READDATA, upload))
        try check(sk_curl_set_read_function(&library, handle) { buffer, size, count, context in
            guard let buffer, let context else { return Int(CURL_READFUNC_ABORT) }
            return context.assumingMemoryBound(to: UploadCursor.self).pointee.read(into: buffer, capacity: size * count)
        })
        try check(sk_curl_set_pointer(&library, handle, CURLOPT_ERRORBUFFER, errorBuffer))
        // Signals cannot reach the thread that set an alarm; libcurl must not use them.
        try check(sk_curl_set_long(&library, handle, CURLOPT_NOSIGNAL, 1))
        try check(sk_curl_set_long(&library, handle, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(connectTimeout)))
        try check(sk_curl_set_long(&library, handle, CURLOPT_TIMEOUT_MS, Self.milliseconds(timeout)))
    }

    /// Runs the SMTP conversation to its end.
    ///
    /// - Parameter configuration: its password is kept out of the error's text, should a
    ///   libcurl message ever hold it.
    func perform(_ configuration: SMTPConfiguration) throws(MailDeliveryError) {
        let code = sk_curl_easy_perform(&library, handle)
        guard code != CURLE_OK else { return }
        if code == CURLE_USE_SSL_FAILED && configuration.requiresSTARTTLS {
            // A setting to change, not a server having a bad moment; transient all the same, so
            // the message still goes once the operator has fixed it.
            throw .transient(
                "the login was not sent: the SMTP server did not switch to TLS (no STARTTLS offered, or it was refused) "
                    + "and a login is never sent in plain text; a configuration problem, every try fails alike until it "
                    + "is fixed: use smtps://, a server with STARTTLS, or allow a plain-text login to a trusted relay")
        }
        var reply = 0
        _ = sk_curl_get_response_code(&library, handle, &reply)
        // The buffer says more ("RCPT failed: 550"), when libcurl wrote it.
        let detail = String(cString: errorBuffer)
        var text = detail.isEmpty ? String(cString: sk_curl_easy_strerror(&library, code)) : detail
        if reply > 0 && !text.contains(String(reply)) { text += " (SMTP reply \(reply))" }
        if let password = configuration.password, !password.isEmpty { text = text.replacing(password, with: "***") }
        throw isPermanent(code: code, reply: reply) ? .permanent(text) : .transient(text)
    }

    /// libcurl ends with `CURLE_SEND_ERROR` when `MAIL FROM`, `RCPT TO` or `DATA` is refused,
    /// and with `CURLE_WEIRD_SERVER_REPLY` when the data, sent in full, is (or when the greeting
    /// is, before any was sent: a server that turns us away now may take us later). Refusals of
    /// authentication (`CURLE_LOGIN_DENIED`, or a 530/534/535/538 reply to `MAIL FROM`) are left
    /// to the operator to fix, as is everything below 500.
    private func isPermanent(code: CURLcode, reply: Int) -> Bool {
        guard (500...599).contains(reply), ![530, 534, 535, 538].contains(reply) else { return false }
        switch code {
        case CURLE_SEND_ERROR: return true
        case CURLE_WEIRD_SERVER_REPLY: return upload.pointee.isFinished
        default: return false
        }
    }

    private func check(_ code: CURLcode) throws(MailDeliveryError) {
        guard code == CURLE_OK else {
            throw .transient("libcurl refused an option: " + String(cString: sk_curl_easy_strerror(&library, code)))
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}

/// The message libcurl reads through the read callback, and how far it got.
struct UploadCursor {
    let bytes: UnsafeRawBufferPointer
    private var offset = 0

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isFinished: Bool { offset == bytes.count }

    /// Copies the next bytes into `buffer`; returns how many, 0 at the end.
    mutating func read(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
        let count = min(capacity, bytes.count - offset)
        guard count > 0, let base = bytes.baseAddress else { return 0 }
        UnsafeMutableRawPointer(buffer).copyMemory(from: base + offset, byteCount: count)
        offset += count
        return count
    }
}

/// libcurl's functions, found by ``SMTPTransfer/library`` once.
///
/// `@unchecked Sendable` because C function pointers are not imported as `Sendable`; it is safe:
/// the value holds only addresses of code in a library that is never closed, it is filled
/// before a global's one-time initializer publishes it, and nothing writes it after, so every
/// thread reads the same unchanging values.
struct CurlLibrary: @unchecked Sendable {
    let functions: sk_curl_library
}
