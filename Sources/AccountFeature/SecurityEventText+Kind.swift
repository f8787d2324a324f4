import Domain

extension SecurityEventText {
    /// The key that words `kind`.
    init(_ kind: SecurityEvent.Kind) {
        switch kind {
        case .signedIn: self = .signedIn
        case .signInFailed: self = .signInFailed
        case .signInThrottled: self = .signInThrottled
        case .passwordChanged: self = .passwordChanged
        case .emailChanged: self = .emailChanged
        case .sessionRevoked: self = .sessionRevoked
        case .signedOutEverywhereElse: self = .signedOutEverywhereElse
        case .signedInWithLink: self = .signedInWithLink
        case .passwordReset: self = .passwordReset
        case .emailConfirmed: self = .emailConfirmed
        case .emailChangeRequested: self = .emailChangeRequested
        case .emailChangeCancelled: self = .emailChangeCancelled
        case .addressProven: self = .addressProven
        case .passwordRemoved: self = .passwordRemoved
        case .waysInRemoved: self = .waysInRemoved
        case .secondStepAdded: self = .secondStepAdded
        case .secondStepRemoved: self = .secondStepRemoved
        case .secondStepFailed: self = .secondStepFailed
        case .recoveryCodeUsed: self = .recoveryCodeUsed
        case .recoveryCodesReplaced: self = .recoveryCodesReplaced
        case .passkeyAdded: self = .passkeyAdded
        case .passkeyRemoved: self = .passkeyRemoved
        case .signedInWithPasskey: self = .signedInWithPasskey
        case .passkeyFailed: self = .passkeyFailed
        }
    }
}
