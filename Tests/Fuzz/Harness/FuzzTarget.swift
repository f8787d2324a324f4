#if canImport(Glibc)
import Glibc
#endif

/// The decoders and checks that take bytes straight from a client. Each run must never trap;
/// the escaper's and the passkey decoders' also check a property (see each).
enum FuzzTarget: String, CaseIterable {
    case requestTarget = "request-target"
    case urlencodedForm = "urlencoded-form"
    case multipart
    case cookies
    case negotiation
    case safeNext = "safe-next"
    case htmlEscaping = "html-escaping"
    case cbor
    case assertion
    case registration

    static let selected: FuzzTarget = {
        guard let name = getenv("FUZZ_TARGET").map({ String(cString: $0) }), let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            print("set FUZZ_TARGET to one of: \(names)")
            exit(2)
        }
        return target
    }()

    func run(_ bytes: [UInt8]) {
        switch self {
        case .requestTarget: RequestFuzzing.target(bytes)
        case .urlencodedForm: RequestFuzzing.urlencodedForm(bytes)
        case .multipart: RequestFuzzing.multipart(bytes)
        case .cookies: RequestFuzzing.cookies(bytes)
        case .negotiation: RequestFuzzing.negotiation(bytes)
        case .safeNext: RequestFuzzing.safeNext(bytes)
        case .htmlEscaping: EscapingFuzzing.roundTrip(bytes)
        case .cbor: WebAuthnFuzzing.cbor(bytes)
        case .assertion: WebAuthnFuzzing.assertion(bytes)
        case .registration: WebAuthnFuzzing.registration(bytes)
        }
    }
}
