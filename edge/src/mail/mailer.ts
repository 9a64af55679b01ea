import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, {
  type SendMailOptions,
  type SMTPSentMessageInfo,
  type SMTPTransportOptions,
  type Transporter,
} from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";

import type { MailMessage, Mailer } from "@shop/shared/platform";

export type { MailMessage, Mailer };

export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; without it mail goes to the outbox. */
  readonly smtpUrl?: string | undefined;
  /** The sender, `Name <address>`. */
  readonly from?: string | undefined;
  /** Where the outbox keeps one JSON file per message. */
  readonly outboxDir?: string | undefined;
}

/** The sender when none is configured. */
export const defaultSender = "Wohnfein <service@wohnfein.example>";
/** `.data/outbox` at the repository's root, beside the other development data. */
export const defaultOutboxDir = path.resolve(import.meta.dirname, "../../../.data/outbox");

/** Builds the mailer the configuration asks for: SMTP when `smtpUrl` is set, else the outbox. */
export function createMailer(config: MailConfig = {}): OutboxMailer | SmtpMailer {
  const from = config.from || defaultSender;
  // Checked here so a typo fails the start, not the first password reset.
  const [sender, ...more] = addressparser(from, { flatten: true });
  if (!sender?.address.includes("@") || more.length > 0) {
    throw new Error(`The mail sender must be one "Name <address>", got "${from}"`);
  }
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, from);
  return new OutboxMailer(config.outboxDir || defaultOutboxDir, from);
}

function mailOptions(from: string, message: MailMessage, date: Date): SendMailOptions {
  const { to, subject, text, html, locale } = message;
  return { from, to, subject, text, html, date, headers: { "Content-Language": locale } };
}

/** Sends through an SMTP server, one connection per message (mail is rare: resets, orders). */
export class SmtpMailer implements Mailer {
  readonly #from: string;
  readonly #transport: Transporter<SMTPSentMessageInfo, SMTPTransportOptions>;
  /** Where mail goes, as nodemailer read it from the URL; without the password, so it may be logged. */
  readonly server: { host: string; port: number; secure: boolean; user: string | undefined };

  constructor(smtpUrl: string, from: string) {
    const protocol = URL.canParse(smtpUrl) ? new URL(smtpUrl).protocol : "";
    // The message names only the scheme: the URL may hold the password.
    if (protocol !== "smtp:" && protocol !== "smtps:") {
      throw new Error(`The SMTP URL must start with smtp:// or smtps://, got "${protocol}"`);
    }
    this.#from = from;
    this.#transport = nodemailer.createTransport(smtpUrl);
    const options = this.#transport.options;
    const secure = options.secure ?? false;
    this.server = {
      host: options.host ?? "localhost",
      port: Number(options.port ?? (secure ? 465 : 587)),
      secure,
      user: options.auth?.user,
    };
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail(mailOptions(this.#from, message, new Date()));
  }
}

let lastStamp = 0;

/** Milliseconds that never repeat in this process, so file names sort in sending order. */
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/**
 * Keeps each message as a file, `<ISO time>-<random>.json` (nodemailer's JSON transport), for
 * development and tests: nothing leaves the machine, and `readOutbox()` reads them back.
 */
export class OutboxMailer implements Mailer {
  readonly folder: string;
  readonly #from: string;
  readonly #transport = nodemailer.createTransport({ jsonTransport: true });

  constructor(folder: string, from: string) {
    this.folder = folder;
    this.#from = from;
  }

  async send(message: MailMessage): Promise<void> {
    const date = new Date(nextStamp());
    const { message: json } = await this.#transport.sendMail(
      mailOptions(this.#from, message, date),
    );
    const name = `${date.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
    const file = path.join(this.folder, `${name}.json`);
    // Written aside and renamed, so a reader never sees half a message.
    const temporary = path.join(this.folder, `.${name}.tmp`);
    await mkdir(this.folder, { recursive: true });
    await writeFile(temporary, json);
    await rename(temporary, file);
  }
}

/** A message read back from the outbox. */
export interface OutboxMessage {
  /** The file's name in the outbox folder. */
  readonly file: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly date: Date;
  readonly locale: string | undefined;
}

const storedAddress = z.object({ address: z.string(), name: z.string() });
const storedMessage = z.object({
  from: storedAddress,
  to: z.array(storedAddress),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  date: z.iso.datetime(),
  headers: z.record(z.string(), z.string()).optional(),
});

function formatAddress({ address, name }: z.infer<typeof storedAddress>): string {
  return name ? `${name} <${address}>` : address;
}

/** The outbox's messages, newest first; an outbox nothing was sent to yet is empty. */
export async function readOutbox(folder: string): Promise<OutboxMessage[]> {
  let files: string[];
  try {
    files = (await readdir(folder)).filter((file) => file.endsWith(".json"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const messages: OutboxMessage[] = [];
  for (const file of files) {
    // Files the outbox did not write (they fail to parse) are not messages; skip them.
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(path.join(folder, file), "utf8"));
    } catch {
      continue;
    }
    const result = storedMessage.safeParse(parsed);
    if (!result.success) continue;
    const { from, to, subject, text, html, date, headers } = result.data;
    messages.push({
      file,
      from: formatAddress(from),
      to: to.map(formatAddress).join(", "),
      subject,
      text,
      html,
      date: new Date(date),
      locale: headers?.["Content-Language"],
    });
  }
  return messages.sort(
    (a, b) => b.date.getTime() - a.date.getTime() || b.file.localeCompare(a.file),
  );
}
