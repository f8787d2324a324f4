/// The two posts of a passkey form: asking for a challenge (the script reads the screen's
/// JSON), then sending what the browser signed with it.
enum PasskeyStep: Sendable {
    case options
    case verify
}
