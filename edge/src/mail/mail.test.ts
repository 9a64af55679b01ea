import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createMailer,
  defaultSender,
  OutboxMailer,
  readOutbox,
  SmtpMailer,
  type MailMessage,
} from "./mailer.ts";
import { outboxRoutes } from "./outbox-routes.ts";

let outbox = "";
beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "shop-outbox-"));
});
afterEach(async () => {
  await rm(outbox, { recursive: true, force: true });
});

const link = "https://wohnfein.example/de-de/konto/passwort?token=abc123";

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    to: "kundin@example.com",
    subject: "Ihr Passwort bei Wohnfein zurücksetzen",
    text: `Guten Tag,\n\n${link}\n`,
    html: `<p><a href="${link}">Neues Passwort festlegen</a></p>`,
    locale: "de-de",
    ...overrides,
  };
}

describe("the outbox", () => {
  it("keeps each message as one JSON file and reads them back newest first", async () => {
    const mailer = createMailer({ outboxDir: outbox });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    const before = Date.now();
    await mailer.send(message({ subject: "Erste" }));
    await mailer.send(message({ subject: "Zweite", to: "client@example.fr", locale: "fr-be" }));

    const files = await readdir(outbox);
    expect(files).toHaveLength(2);
    expect(files.every((file) => /^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.json$/.test(file))).toBe(
      true,
    );
    const [newest, oldest] = await readOutbox(outbox);
    expect(newest).toMatchObject({
      subject: "Zweite",
      to: "client@example.fr",
      from: defaultSender,
      locale: "fr-be",
      text: `Guten Tag,\n\n${link}\n`,
      html: `<p><a href="${link}">Neues Passwort festlegen</a></p>`,
    });
    expect(oldest?.subject).toBe("Erste");
    expect(newest?.date.getTime()).toBeGreaterThan(oldest?.date.getTime() ?? Infinity);
    expect(oldest?.date.getTime()).toBeGreaterThanOrEqual(before);
  });

  it("creates its folder on the first message, and reads a missing one as empty", async () => {
    const folder = path.join(outbox, "not", "yet");
    expect(await readOutbox(folder)).toEqual([]);
    await createMailer({ outboxDir: folder, from: "Shop <shop@example.com>" }).send(message());
    expect(await readOutbox(folder)).toMatchObject([{ from: "Shop <shop@example.com>" }]);
  });

  it("skips files it did not write: temporary ones and ones that are not messages", async () => {
    await createMailer({ outboxDir: outbox }).send(message());
    await writeFile(path.join(outbox, ".half-written.tmp"), "{");
    await writeFile(path.join(outbox, "broken.json"), "{");
    await writeFile(path.join(outbox, "other.json"), JSON.stringify({ hello: "world" }));
    expect(await readOutbox(outbox)).toHaveLength(1);
  });

  it("refuses a sender that is not one address", () => {
    expect(() => createMailer({ outboxDir: outbox, from: "Wohnfein" })).toThrow(/sender/);
    expect(() => createMailer({ outboxDir: outbox, from: "a@x.example, b@x.example" })).toThrow(
      /sender/,
    );
  });
});

describe("the SMTP mailer", () => {
  it("is chosen for an smtp URL, read by nodemailer, without the password", () => {
    const mailer = createMailer({ smtpUrl: "smtp://mailer:p%40ss@mail.example.com:587" });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    expect(mailer instanceof SmtpMailer && mailer.server).toEqual({
      host: "mail.example.com",
      port: 587,
      secure: false,
      user: "mailer",
    });
    const secure = createMailer({ smtpUrl: "smtps://mail.example.com" });
    expect(secure instanceof SmtpMailer && secure.server).toMatchObject({
      port: 465,
      secure: true,
    });
  });

  it("refuses a URL that is not smtp, without repeating it (it may hold a password)", () => {
    expect(() => createMailer({ smtpUrl: "https://user:secret@mail.example.com" })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
    expect(() => createMailer({ smtpUrl: "https://user:secret@mail.example.com" })).not.toThrow(
      /secret/,
    );
  });

  it("delivers through an SMTP server, logging in with the URL's credentials", async () => {
    const server = await fakeSmtpServer();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://mailer:secret@127.0.0.1:${server.port}`,
        from: "Wohnfein <service@wohnfein.example>",
      });
      await mailer.send(message({ subject: "Reset", to: "kundin@example.com" }));
      expect(server.commands).toContain("MAIL FROM:<service@wohnfein.example>");
      expect(server.commands).toContain("RCPT TO:<kundin@example.com>");
      expect(server.credentials).toEqual(["mailer", "secret"]);
      expect(server.data).toMatch(/^Subject: Reset\r$/m);
      expect(server.data).toMatch(/^Content-Language: de-de\r$/m);
      expect(server.data).toContain("multipart/alternative");
    } finally {
      await server.close();
    }
  });
});

describe("GET the outbox page", () => {
  it("lists the messages newest first, with clickable links, everything escaped", async () => {
    const mailer = createMailer({ outboxDir: outbox });
    await mailer.send(message({ subject: "Older" }));
    await mailer.send(
      message({
        subject: `<script>alert("subject")</script>`,
        to: "kundin@example.com",
        text: `Open ${link}.\n<b>not bold</b>`,
      }),
    );
    const response = await outboxRoutes(outbox).request("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = await response.text();
    expect(page).toContain("<main");
    expect(page).toContain("<h1");
    expect(page).toContain("2 messages");
    expect(page).not.toContain("<script>");
    expect(page).not.toContain("<b>not bold</b>");
    expect(page).toContain("&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;");
    expect(page).toContain(`<a href="${link}">${link}</a>.`);
    expect(page).toContain("kundin@example.com");
    expect(page.indexOf("&lt;script&gt;")).toBeLessThan(page.indexOf("Older"));
  });

  it("says so when the outbox is empty", async () => {
    const page = await (await outboxRoutes(path.join(outbox, "missing")).request("/")).text();
    expect(page).toContain("The outbox is empty.");
  });
});

interface FakeSmtpServer {
  readonly port: number;
  readonly commands: string[];
  credentials: string[];
  data: string;
  close(): Promise<void>;
}

/** Just enough SMTP for one message: greeting, EHLO with AUTH PLAIN, envelope, DATA, QUIT. */
async function fakeSmtpServer(): Promise<FakeSmtpServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake.example ESMTP");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            reply("250 2.0.0 queued");
          } else fake.data += `${line}\r\n`;
          continue;
        }
        fake.commands.push(line);
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO") reply("250-fake.example\r\n250 AUTH PLAIN");
        else if (command === "AUTH") {
          const encoded = line.split(" ")[2] ?? "";
          fake.credentials = Buffer.from(encoded, "base64").toString("utf8").split("\0").slice(1);
          reply("235 2.7.0 accepted");
        } else if (command === "MAIL" || command === "RCPT") reply("250 2.1.0 ok");
        else if (command === "DATA") {
          inData = true;
          reply("354 go ahead");
        } else if (command === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("502 5.5.2 not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  const fake: FakeSmtpServer = {
    port: address.port,
    commands: [],
    credentials: [],
    data: "",
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
