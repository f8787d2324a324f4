import Foundation
import HTTPCore

/// Requests that reach the server together: every connection is opened first, then every
/// request written, and only then is any answer read, so the server holds all of them at once
/// whatever the test process's threads are doing.
enum SimultaneousRequests {
    /// Each request on its own connection from its own source; the answers in the same order,
    /// or the failure to get one.
    static func send(_ requests: [(source: LoopbackAddress, request: Request)], port: Int) -> [Result<Response, any Error>] {
        var connections: [Result<Int32, any Error>] = requests.map { source, _ in
            Result { try RawHTTP.connect(port: port, from: source) }
        }
        defer {
            for case .success(let descriptor) in connections { close(descriptor) }
        }
        for index in requests.indices {
            guard case .success(let descriptor) = connections[index] else { continue }
            do {
                try RawHTTP.send(SocketResponder.bytes(of: requests[index].request), on: descriptor)
            } catch {
                connections[index] = .failure(error)
                close(descriptor)
            }
        }
        return connections.map { connection in
            connection.flatMap { descriptor in Result { try SocketResponder.parse(RawHTTP.receiveToEnd(descriptor)) } }
        }
    }
}
