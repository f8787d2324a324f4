/// The paths this feature answers, so views, coordinators and the route table agree.
enum LoginRoutes {
    static let signIn = "/login"
    static let register = "/register"
    static let signOut = "/logout"
}
