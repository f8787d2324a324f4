/// Every statement the read connections run, numbered so that each connection keeps its
/// prepared statements in an array indexed by case: no SQL text hashed per read.
///
/// The SQL stays with the repository that runs it; this list only gives each one its slot.
enum ReadQuery: Int, CaseIterable {
    case health
    case userByID
    case userByEmailKey
    case newestUsers
    case usersPage
    case userCount
    case sessionByIDHash
    case signedInSessionByIDHash
    case sessionsByUserID
    case securityEventsPage
    case securityEventCount
    case avatarByUserID
    case signInFailures
    case setting
    case emailToken
    case pendingEmailToken
    case dueOutboxMessages
    case recentOutboxMessages
    case outboxMessageByID
    case begin
    case commit

    var sql: String {
        switch self {
        case .health: "SELECT 1"
        case .userByID: SQLiteUserRepository.selectByID
        case .userByEmailKey: SQLiteUserRepository.selectByEmailKey
        case .newestUsers: SQLiteUserRepository.selectNewest
        case .usersPage: SQLiteUserRepository.selectPage
        case .userCount: SQLiteUserRepository.selectCount
        case .sessionByIDHash: SQLiteSessionStore.selectByIDHash
        case .signedInSessionByIDHash: SQLiteSessionStore.selectWithUserByIDHash
        case .sessionsByUserID: SQLiteSessionStore.selectByUserID
        case .securityEventsPage: SQLiteSecurityLog.selectPage
        case .securityEventCount: SQLiteSecurityLog.selectCount
        case .avatarByUserID: SQLiteAvatarRepository.selectByUserID
        case .signInFailures: SQLiteSignInAttemptRepository.selectFailures
        case .setting: SQLiteSettings.selectValue
        case .emailToken: SQLiteEmailTokens.selectUnexpired
        case .pendingEmailToken: SQLiteEmailTokens.selectPending
        case .dueOutboxMessages: SQLiteOutbox.selectDue
        case .recentOutboxMessages: SQLiteOutbox.selectRecent
        case .outboxMessageByID: SQLiteOutbox.selectByID
        // Deferred: the read transaction starts at the first read after it, not before.
        case .begin: "BEGIN"
        case .commit: "COMMIT"
        }
    }
}
