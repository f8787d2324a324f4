internal import CMicroHTTPD
import HTTPCore
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The C callbacks given to libmicrohttpd. Each finds the server through `cls` and the request
/// through `*req_cls`; none may throw or trap, since a Swift error cannot cross into C.
enum DaemonCallbacks {
    /// Called once per request with the raw target, before headers are parsed: its return
    /// value becomes `*req_cls`, so the request's state exists from the very first byte.
    static let requestStarted: sk_uri_log_callback = { cls, uri, connection in
        guard let cls, let uri else { return nil }
        return Unmanaged<ServerContext>.fromOpaque(cls)._withUnsafeGuaranteedRef { context in
            let target = Array(UnsafeRawBufferPointer(start: uri, count: strlen(uri)))
            context.requestsInFlight.add(1, ordering: .relaxed)
            let state = RequestState(rawTarget: target, startedAt: context.configuration.accessLog ? .now : nil)
            if context.metrics != nil {
                state.startedNanoseconds = RequestMetrics.now()
            }
            let retained = Unmanaged.passRetained(state).toOpaque()
            // The connection's record outlives its requests: it is released in the close
            // notification, which libmicrohttpd sends after the last request's completion.
            if let connection, let record = sk_socket_context(connection) {
                state.connection = Unmanaged<ConnectionRecord>.fromOpaque(record)
                state.connection?._withUnsafeGuaranteedRef { $0.requestStarted(retained) }
            }
            return retained
        }
    }

    /// Called for every request reported to `requestStarted`, answered or aborted.
    static let requestCompleted: MHD_RequestCompletedCallback = { cls, connection, requestContext, _ in
        guard let cls, let requestContext, let raw = requestContext.pointee else { return }
        requestContext.pointee = nil
        Unmanaged<ServerContext>.fromOpaque(cls)._withUnsafeGuaranteedRef { context in
            complete(raw, on: connection, context)
        }
    }

    /// Ends a request reported to `requestStarted`: logged, counted out, its state released.
    private static func complete(_ raw: UnsafeMutableRawPointer, on connection: OpaquePointer?, _ context: ServerContext) {
        let state = Unmanaged<RequestState>.fromOpaque(raw).takeRetainedValue()
        state.connection?._withUnsafeGuaranteedRef { $0.requestFinished() }
        if context.configuration.accessLog {
            let status = state.responseQueued ? state.responseStatus : connection.map { Int(sk_http_status($0)) } ?? 0
            context.logAccess(state, status: status)
        }
        context.requestsInFlight.subtract(1, ordering: .releasing)
    }

    /// Called on the connection's own request thread when it starts and when it closes. A
    /// start makes the connection's record (kept in its socket context) and, on a thread's first
    /// connection, binds the thread to its CPU when the server binds threads; a close counts the
    /// connection out of the caps the accepting thread keeps, and wakes that thread if it waits
    /// for a slot.
    static let connectionNotified: MHD_NotifyConnectionCallback = { cls, connection, socketContext, event in
        guard let cls, let socketContext else { return }
        Unmanaged<ServerContext>.fromOpaque(cls)._withUnsafeGuaranteedRef { context in
            if event == .CONNECTION_NOTIFY_CLOSED {
                guard let raw = socketContext.pointee else { return }
                socketContext.pointee = nil
                let record = Unmanaged<ConnectionRecord>.fromOpaque(raw).takeRetainedValue()
                if let forgotten = record.takeUnfinishedRequest() {
                    complete(forgotten, on: connection, context)
                }
                if context.connections.closed(record) {
                    context.connections.wake.signal()
                }
                return
            }
            let record = ConnectionRecord(
                descriptor: connection.map { sk_connection_descriptor($0) } ?? -1,
                peer: SocketAddress.peer(of: connection.flatMap { sk_client_address($0) }))
            socketContext.pointee = Unmanaged.passRetained(record).toOpaque()
            context.connections.started(record)
            if context.pinsRequestThreads && sk_thread_is_pinned() == 0 {
                let failure = sk_pin_thread(UInt32(truncatingIfNeeded: context.nextCPU.add(1, ordering: .relaxed).oldValue))
                if failure != 0 {
                    context.logger.warning("a request thread stays unbound to a CPU", metadata: ["errno": "\(failure)"])
                }
            }
        }
    }

    /// libmicrohttpd would percent-decode the path itself, leniently; the target is decoded
    /// strictly in Swift instead, so this leaves the bytes as they came.
    static let keepEscapes: sk_unescape_callback = { _, _, text in
        text.map { strlen($0) } ?? 0
    }

    /// Adds each field to the ``CollectedHeaders`` `cls` points at.
    static let headerCollector: MHD_KeyValueIteratorN = { cls, _, key, keySize, value, valueSize in
        guard let cls, let key else { return .YES }
        // CChar and UInt8 are related types: the same bytes may be read as either.
        let name = UnsafeBufferPointer(start: UnsafeRawPointer(key).assumingMemoryBound(to: UInt8.self), count: keySize)
        let text = UnsafeBufferPointer(start: value.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) }, count: value == nil ? 0 : valueSize)
        let collected = cls.assumingMemoryBound(to: CollectedHeaders.self)
        collected.pointee.headers.add(name: name, value: text)
        collected.pointee.fieldCount += 1
        if keySize == 6 && collected.pointee.cookieBytes == 0 && isCookie(name) {
            collected.pointee.cookieBytes = valueSize
        }
        return .YES
    }

    /// Whether a field's name is `Cookie`, in any case; compared inline, since every field of
    /// every request is asked.
    private static func isCookie(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        // ASCII letters differ from their capitals by one bit.
        name[0] | 0x20 == UInt8(ascii: "c") && name[1] | 0x20 == UInt8(ascii: "o") && name[2] | 0x20 == UInt8(ascii: "o")
            && name[3] | 0x20 == UInt8(ascii: "k") && name[4] | 0x20 == UInt8(ascii: "i") && name[5] | 0x20 == UInt8(ascii: "e")
    }

    /// libmicrohttpd calls this first with the headers, then once per body chunk, then once
    /// more with no data; the response is queued on that last call, which keeps the
    /// connection alive (a response queued on the first call makes it close).
    static let access: MHD_AccessHandlerCallback = { cls, connection, _, method, _, uploadData, uploadDataSize, requestContext in
        guard let cls, let connection, let uploadDataSize, let raw = requestContext?.pointee else { return .NO }
        // The context outlives the daemon and the state outlives the request, so both are
        // borrowed here without touching their reference counts.
        return Unmanaged<ServerContext>.fromOpaque(cls)._withUnsafeGuaranteedRef { context in
            Unmanaged<RequestState>.fromOpaque(raw)._withUnsafeGuaranteedRef { state in
                if !state.headersSeen {
                    state.headersSeen = true
                    state.method = method.map {
                        // CChar and UInt8 are related types: the same bytes may be read as either.
                        HTTPMethod(bytes: UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0)))
                    } ?? .get
                    return Exchange.checkLimitsBeforeBody(connection, context, state)
                }
                if uploadDataSize.pointee > 0 {
                    let accepted = Exchange.receiveBody(
                        UnsafeRawBufferPointer(start: uploadData, count: uploadDataSize.pointee), context, state)
                    uploadDataSize.pointee = 0
                    return accepted ? .YES : .NO
                }
                return Exchange.respond(connection, context, state)
            }
        }
    }
}
