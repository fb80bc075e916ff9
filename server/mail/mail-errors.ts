/** The row can never be sent (unknown template, bad address): no retry. */
export class MailPermanentError extends Error {}
