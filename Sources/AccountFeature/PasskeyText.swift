import ScreenKit

/// The copy of passkeys: the settings screen that lists, adds and removes them, the buttons
/// that sign in or confirm with one, and what the passkey script says, in every language the
/// app speaks.
enum PasskeyText: Int, MessageKey {
    case passkeysTitle
    case noPasskeys
    case removeUnused
    case addPasskey
    case nameLabel
    case addedLabel
    case lastUsedLabel
    case neverUsed
    case removePasskey
    case signInWithPasskey
    case confirmWithPasskey
    case usePasskeyInstead
    /// Said by the passkey script when the server gave it no challenge.
    case scriptUnavailable
    /// Said by the passkey script when the browser came back with no passkey: the person closed
    /// its prompt, or the device holds none for the site (browsers do not say which).
    case scriptCancelled
    case passkeyRemoved
    case passkeyAdded
    case passkeyNotAdded
    case passkeyAlreadyAdded
    /// The site is reached over plain http beyond this machine.
    case passkeysUnavailable
    case enterPasskeyName
    case passkeySignInFailed
    case passkeyRefused
    case noSuchPasskey
    /// The site is reached at an IP address, which cannot name a passkey's site.
    case passkeysNeedSiteName
    /// Why an account whose address nobody proved yet adds no passkey.
    case addressUnproven

    var argumentNames: [String] { [] }

    static let english: [PasskeyText: MessageSource] = [
        .passkeysTitle: "Passkeys",
        .noPasskeys:
            "You have no passkeys. A passkey signs you in with your device's lock (a fingerprint, face or PIN) instead of your password.",
        .removeUnused: "Remove any passkey you no longer use or do not recognise.",
        .addPasskey: "Add a passkey",
        .nameLabel: "Name",
        .addedLabel: "Added",
        .lastUsedLabel: "Last used",
        .neverUsed: "never",
        .removePasskey: "Remove this passkey",
        .signInWithPasskey: "Sign in with a passkey",
        .confirmWithPasskey: "Confirm with a passkey",
        .usePasskeyInstead: "Use a passkey instead",
        .scriptUnavailable: "Passkeys cannot be used now. Reload the page and try again.",
        .scriptCancelled: "No passkey was used: the prompt was closed, or this device has none for this site. Try again, or use another way.",
        .passkeyRemoved: "That passkey is removed. Remove it from your device too.",
        .passkeyAdded: "Passkey added. You can sign in with it now.",
        .passkeyNotAdded: "The passkey was not added. Try again.",
        .passkeyAlreadyAdded: "That passkey is already added to an account.",
        .passkeysUnavailable: "Passkeys work only when this site is reached over https, or at localhost on this machine.",
        .enterPasskeyName: "Name the passkey, so you can tell it from others.",
        .passkeySignInFailed: "That passkey did not sign you in. Try again, or sign in with your password.",
        .passkeyRefused: "That passkey was not accepted. Try again, or use another way.",
        .noSuchPasskey: "That passkey is not one of yours, or it has already been removed.",
        .passkeysNeedSiteName: "Passkeys need this site to be opened by its name, not by an IP address: on this machine, open it at localhost.",
        .addressUnproven: "Passkeys can be added once your e-mail address is confirmed: open the link we mailed you, or send it again with the button above.",
    ]

    static let brazilianPortuguese: [PasskeyText: MessageSource] = [
        .passkeysTitle: "Chaves de acesso",
        .noPasskeys:
            "Você não tem chaves de acesso. Com uma chave de acesso, você entra usando o bloqueio do seu dispositivo (digital, rosto ou PIN) em vez da senha.",
        .removeUnused: "Remova as chaves de acesso que você não usa mais ou não reconhece.",
        .addPasskey: "Adicionar uma chave de acesso",
        .nameLabel: "Nome",
        .addedLabel: "Adicionada em",
        .lastUsedLabel: "Último uso",
        .neverUsed: "nunca",
        .removePasskey: "Remover esta chave de acesso",
        .signInWithPasskey: "Entrar com uma chave de acesso",
        .confirmWithPasskey: "Confirmar com uma chave de acesso",
        .usePasskeyInstead: "Usar uma chave de acesso",
        .scriptUnavailable: "Não é possível usar chaves de acesso agora. Recarregue a página e tente de novo.",
        .scriptCancelled:
            "Nenhuma chave de acesso foi usada: o aviso foi fechado ou este dispositivo não tem nenhuma para este site. Tente de novo ou use outra forma.",
        .passkeyRemoved: "Chave de acesso removida. Remova-a também do seu dispositivo.",
        .passkeyAdded: "Chave de acesso adicionada. Você já pode entrar com ela.",
        .passkeyNotAdded: "A chave de acesso não foi adicionada. Tente de novo.",
        .passkeyAlreadyAdded: "Essa chave de acesso já foi adicionada a uma conta.",
        .passkeysUnavailable: "As chaves de acesso só funcionam quando este site é acessado por https, ou em localhost nesta máquina.",
        .enterPasskeyName: "Dê um nome à chave de acesso, para diferenciá-la das outras.",
        .passkeySignInFailed: "Não foi possível entrar com essa chave de acesso. Tente de novo ou entre com a sua senha.",
        .passkeyRefused: "Essa chave de acesso não foi aceita. Tente de novo ou use outra forma.",
        .noSuchPasskey: "Essa chave de acesso não é sua ou já foi removida.",
        .passkeysNeedSiteName: "As chaves de acesso precisam que este site seja aberto pelo nome, não por um endereço IP: nesta máquina, abra-o em localhost.",
        .addressUnproven: "Você poderá adicionar chaves de acesso depois de confirmar o seu e-mail: abra o link que enviamos ou peça outro no botão acima.",
    ]

    static let messages = Messages<PasskeyText>([.english: english, .brazilianPortuguese: brazilianPortuguese])
}
