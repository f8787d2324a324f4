/// Mail: messages composed as MIME and sent over SMTP with libcurl.
enum MailModule {}
