/** One e-mail to one recipient, already written in the recipient's language. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The recipient's language or shop locale (`de`, `fr-be`), sent as `Content-Language`. */
  readonly locale: string;
}

/** Sends e-mail (a platform service): the outbox in development and tests, SMTP in production. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
