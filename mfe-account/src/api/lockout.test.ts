// Targeted lockout (issue 16, point 5; decision 0031): guessing and reset requests from one
// client never lock the owner of the address out; brute force from that client still stops.
import { afterAll, describe, expect, it } from "vitest";
import type { ApiError } from "@shop/shared";
import { memoryRateLimits } from "@shop/shared/testing";
import { UserStore } from "../store/user-store.ts";
import { AuthService, accountLoginDelayMs } from "./auth-service.ts";
import { breachedPasswords } from "./breached-passwords.ts";
import { resetLimits } from "./password-reset.ts";
import { socketAddress, testAccount } from "./testing/test-account.ts";

const account = await testAccount({ clientAddress: socketAddress });
const { app } = account;
const { mailer } = account.platform;
afterAll(() => account.dispose());

const password = "Sicheres-Passwort-7";
let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `ziel.${counter}.${Date.now()}@example.org`;
}

/** Requests from one client address (the socket's, as the platform reads it without proxies). */
function client(remoteAddress: string) {
  const env = { incoming: { socket: { remoteAddress } } };
  return (path: string, body: unknown) =>
    app.request(
      path,
      {
        method: "POST",
        headers: { "content-type": "application/json", host: "localhost" },
        body: JSON.stringify(body),
      },
      env,
    );
}

async function register(email: string) {
  const response = await client("192.0.2.50")("/api/user/auth/register/?locale=de-de", {
    first_name: "Eva",
    last_name: "Ziel",
    gender: "f",
    email,
    register_password: password,
    newsletter: false,
  });
  expect(response.status).toBe(200);
}

/** The reset links mailed to an address so far, oldest first. */
async function resetLinks(email: string): Promise<string[]> {
  await account.api.settled();
  return mailer.sent
    .filter((mail) => mail.to === email)
    .map((mail) => /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "");
}

describe("login limits", () => {
  it("stop a client after ten wrong passwords for an address, and let its owner in from elsewhere", async () => {
    const email = uniqueEmail();
    await register(email);
    const attacker = client("203.0.113.66");
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await attacker("/api/user/auth/login/?locale=de-de", {
        email,
        password: "Falsches-Passwort-1",
      });
      expect(wrong.status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await attacker("/api/user/auth/login/?locale=de-de", { email, password });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as ApiError).key).toBe("auth.tooManyAttempts");
    const owner = await client("198.51.100.77")("/api/user/auth/login/?locale=de-de", {
      email,
      password,
    });
    expect(owner.status).toBe(200);
  });
});

describe("reset requests", () => {
  it("over a client's limit answer like any other and send nothing; the owner still gets a link", async () => {
    const email = uniqueEmail();
    await register(email);
    const attacker = client("203.0.113.67");
    const answers = [];
    for (let request = 1; request <= resetLimits.perAccountAndClient.max + 1; request += 1) {
      const response = await attacker("/api/user/auth/send-reset-email/?locale=de-de", { email });
      answers.push({ status: response.status, body: (await response.json()) as unknown });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: { statusCode: 200 } });
    expect(await resetLinks(email)).toHaveLength(resetLimits.perAccountAndClient.max);
    const owner = client("198.51.100.78");
    expect((await owner("/api/user/auth/send-reset-email/?locale=de-de", { email })).status).toBe(
      200,
    );
    expect(await resetLinks(email)).toHaveLength(resetLimits.perAccountAndClient.max + 1);
  });

  it("keep every link mailed within the hour valid, also past the account's mail limit", async () => {
    const email = uniqueEmail();
    await register(email);
    for (let request = 1; request <= resetLimits.mailsPerAccount.max + 1; request += 1) {
      const response = await client(`203.0.113.${100 + request}`)(
        "/api/user/auth/send-reset-email/?locale=de-de",
        { email },
      );
      expect(await response.json()).toEqual({ statusCode: 200 });
    }
    const links = await resetLinks(email);
    expect(links).toHaveLength(resetLimits.mailsPerAccount.max);
    const first = links[0] ?? "";
    const done = await client("198.51.100.79")("/api/user/auth/reset-password/", {
      token: first,
      password: "Neues-Passwort-2024x",
    });
    expect(done.status).toBe(200);
    // A new password ends the other links.
    const later = await client("198.51.100.79")("/api/user/auth/reset-password/", {
      token: links[1],
      password: "Noch-Ein-Passwort-9",
    });
    expect(later.status).toBe(400);
  });
});

describe("the account-wide dimension of failed logins", () => {
  it("slows every client's attempts down as the failures grow, never refusing them", async () => {
    const email = uniqueEmail();
    await register(email);
    const pauses: number[] = [];
    const auth = new AuthService(
      new UserStore(account.db),
      memoryRateLimits(),
      breachedPasswords(),
      {
        pause: (ms) => {
          pauses.push(ms);
          return Promise.resolve();
        },
      },
    );
    const wrong = { email, password: "Falsches-Passwort-1" };
    for (let client = 1; client <= 21; client += 1) {
      const outcome = await auth.login(wrong, `203.0.113.${client}`);
      expect(outcome, `client ${client}`).toMatchObject({ ok: false, status: 401 });
    }
    expect(pauses.slice(0, 10)).toEqual(Array<number>(10).fill(0));
    expect(pauses[10]).toBe(accountLoginDelayMs(10));
    expect(pauses[20]).toBe(accountLoginDelayMs(20));
    expect(accountLoginDelayMs(20)).toBeGreaterThan(accountLoginDelayMs(10));
    expect((await auth.login({ email, password }, "198.51.100.80")).ok).toBe(true);
    expect(pauses.at(-1)).toBe(accountLoginDelayMs(21));
  });

  it("grows the delay in steps up to a ceiling", () => {
    expect(accountLoginDelayMs(9)).toBe(0);
    expect(accountLoginDelayMs(10)).toBeGreaterThan(0);
    expect(accountLoginDelayMs(40)).toBeGreaterThan(accountLoginDelayMs(20));
    expect(accountLoginDelayMs(10_000)).toBe(accountLoginDelayMs(1_000));
  });
});
