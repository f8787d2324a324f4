/// Where the presenter of a form that mails a link may send the flow.
protocol RequestLinkCoordinating: AnyObject {
    /// A message went to `email`, whether or not it has an account: back to the sign-in form,
    /// with the answer that does not say which.
    func didSendLink(_ kind: MailedLinkKind, to email: String)
}
