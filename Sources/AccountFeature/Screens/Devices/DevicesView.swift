import ScreenKit

/// The devices screen: this one first, then the others, each with a way to sign it out.
struct DevicesView: ScreenView {
    let model: DevicesViewModel

    var title: String { "Devices" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Devices")
            P { "Where your account is signed in. Sign out any device you do not recognise, then change your password." }
            UL(.class("device-list")) {
                ForEach(model.devices) { device in
                    DeviceCard(device: device)
                }
            }
            if model.hasOtherDevices {
                Form(action: AccountPaths.revokeOtherSessions.location, method: .post) {
                    SubmitButton("Sign out everywhere else", style: .secondary)
                }
            }
        }
    }
}

/// One device: what it is, where from and when, and a way to sign it out.
private struct DeviceCard: HTMLComponent {
    let device: DeviceRow

    var body: some HTML {
        LI(.class("card")) {
            H2(.class("card-title")) {
                device.name
                if device.isCurrent {
                    " "
                    Small(.class("text-muted")) { "(this device)" }
                }
            }
            DL(.class("device-facts")) {
                DT { "Address" }
                DD { device.clientAddress.isEmpty ? "unknown" : device.clientAddress }
                DT { "Signed in" }
                DD { TimestampText(timestamp: device.signedInAt) }
                DT { "Last seen" }
                DD { TimestampText(timestamp: device.lastSeenAt) }
                if let signedInWith = device.signedInWith {
                    DT { "Signed in with" }
                    DD { signedInWith }
                }
            }
            if !device.isCurrent {
                Form(action: AccountPaths.revokeSession(device.number), method: .post) {
                    SubmitButton("Sign out this device", style: .secondary)
                }
            }
        }
    }
}
