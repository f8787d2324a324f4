import ScreenKit
import ViewCode

/// The devices screen: this one first, then the others, each with a way to sign it out.
struct DevicesView: ScreenView {
    let model: DevicesViewModel

    func title(in language: Language) -> String { SecurityText.devicesTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(SecurityText.devicesTitle) }
            P { Localized(SecurityText.devicesExplanation) }
            UL(.class("device-list")) {
                ForEach(model.devices) { device in
                    DeviceCard(device: device)
                }
            }
            if model.hasOtherDevices {
                Form(action: AccountPaths.revokeOtherSessions.location, method: .post) {
                    SubmitButton(SecurityText.signOutEverywhereElse.text(), style: .secondary)
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
                    Small(.class("text-muted")) { Localized(SecurityText.thisDevice) }
                }
            }
            DL(.class("device-facts")) {
                DT { Localized(SecurityText.addressLabel) }
                DD {
                    if device.clientAddress.isEmpty {
                        Localized(SecurityText.unknownAddress)
                    } else {
                        device.clientAddress
                    }
                }
                DT { Localized(SecurityText.signedInLabel) }
                DD { TimestampText(timestamp: device.signedInAt) }
                DT { Localized(SecurityText.lastSeenLabel) }
                DD { TimestampText(timestamp: device.lastSeenAt) }
                if let signedInWith = device.signedInWith {
                    DT { Localized(SignInMethodText.signedInWithLabel) }
                    DD { signedInWith }
                }
            }
            if !device.isCurrent {
                Form(action: AccountPaths.revokeSession(device.number), method: .post) {
                    SubmitButton(SecurityText.signOutDevice.text(), style: .secondary)
                }
            }
        }
    }
}
