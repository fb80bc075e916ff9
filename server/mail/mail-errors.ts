/** The row can never be sent (unknown template, bad address): no retry. */
export class MailPermanentError extends Error {}

/** Another delivery of the same row holds its lease: try again when the lease ends, never send concurrently. */
export class MailBusyError extends Error {
  constructor(
    message: string,
    readonly retryAt: Date,
  ) {
    super(message);
  }
}

/** The delivery failed; the row says the mail is tried again at `retryAt` (its `failures`-th failure). */
export class MailRetryError extends Error {
  constructor(
    message: string,
    readonly retryAt: Date,
    readonly failures: number,
  ) {
    super(message);
  }
}

/** The mail will not be sent (refused for good, expired, or failing past its retry period): its row is dead. */
export class MailDeadError extends Error {}

/**
 * The final dot went out and no answer came back (the server or the connection died): the server
 * may or may not have the message. Not delivered as far as the outbox knows (RFC 5321 §6.1: a
 * message is the server's once it answered 250), so it is sent again, with the same Message-ID.
 */
export class MailUnacknowledgedError extends Error {}
