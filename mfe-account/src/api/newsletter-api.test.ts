// The newsletter sign-up by double opt-in (issue 16, point 4; decision 0031): a sign-up stays
// pending until the link mailed to the address confirms it; writes are limited per client and
// the mails per address.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "@shop/shared/platform";
import { newsletterLimits } from "./newsletter-api.ts";
import { socketAddress, testAccount } from "./testing/test-account.ts";

const account = await testAccount({ clientAddress: socketAddress });
const { app, db } = account;
const { mailer } = account.platform;
afterAll(() => account.dispose());

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `leserin.${counter}.${Date.now()}@example.org`;
}

function signUp(
  email: string,
  options: { shopId?: string; query?: string; client?: string; firstName?: string } = {},
) {
  const { shopId = "home-fr", query = "?locale=fr-fr", client = "192.0.2.60" } = options;
  const firstName = options.firstName ?? "Camille";
  return app.request(
    `/api/mcs/selfi/newsletter/${query}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `${firstName} Lefèvre`,
        email,
        source: "register",
        shopId,
        firstName,
        lastName: "Lefèvre",
        salutation: 2,
      }),
    },
    { incoming: { socket: { remoteAddress: client } } },
  );
}

/** The confirmation mails to an address so far, with their links. */
async function confirmations(email: string) {
  await account.api.settled();
  return mailer.sent
    .filter((mail) => mail.to === email)
    .map((mail) => ({ ...mail, link: /https?:\/\/\S+confirm\/\S+/.exec(mail.text)?.[0] ?? "" }));
}

async function signUpRow(email: string) {
  await account.api.settled();
  const [row] = await queryRows<{ confirmed: boolean; firstName: string }>(
    db,
    sql`select confirmed_at is not null as confirmed, first_name as "firstName"
      from newsletter_signups where email = ${email}`,
  );
  return row;
}

function follow(link: string) {
  const url = new URL(link);
  return app.request(`${url.pathname}${url.search}`, { headers: { host: url.host } });
}

describe("POST /api/mcs/selfi/newsletter/", () => {
  it("keeps a sign-up pending until the mailed link confirms it, then lands on the shop with a message", async () => {
    const email = uniqueEmail();
    expect((await signUp(email)).status).toBe(204);
    expect(await signUpRow(email)).toEqual({ confirmed: false, firstName: "Camille" });
    const [mail] = await confirmations(email);
    expect(mail?.locale).toBe("fr-fr");
    expect(mail?.subject).toMatch(/newsletter/i);
    expect(mail?.link).toMatch(
      /^http:\/\/fr\.localhost\/api\/mcs\/selfi\/newsletter\/confirm\/\?locale=fr-fr&token=[A-Za-z0-9_-]{43}$/,
    );
    const confirmed = await follow(mail?.link ?? "");
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/fr/?newsletter=confirmed");
    expect((await signUpRow(email))?.confirmed).toBe(true);
    const again = await follow(mail?.link ?? "");
    expect(again.headers.get("location")).toBe("/fr/?newsletter=invalid");
  });

  it("mails the confirmation in the language the sign-up was made in", async () => {
    const cases = [
      { shopId: "home-de", query: "", pattern: /Newsletter-Anmeldung/ },
      { shopId: "baby-be", query: "?locale=nl-be", pattern: /inschrijving/ },
      { shopId: "baby-be", query: "?locale=fr-be", pattern: /inscription/ },
    ];
    for (const { shopId, query, pattern } of cases) {
      const email = uniqueEmail();
      expect((await signUp(email, { shopId, query })).status).toBe(204);
      const [mail] = await confirmations(email);
      expect(`${mail?.subject}\n${mail?.text}`, shopId + query).toMatch(pattern);
    }
  });

  it("refuses an expired or unknown link with the message, confirming nothing", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const [mail] = await confirmations(email);
    await db.execute(
      sql`update newsletter_signups set token_expires_at = now() - interval '1 second'
        where email = ${email}`,
    );
    const late = await follow(mail?.link ?? "");
    expect(late.headers.get("location")).toBe("/fr/?newsletter=invalid");
    const unknown = await follow(
      "http://fr.localhost/api/mcs/selfi/newsletter/confirm/?locale=fr-fr&token=nope",
    );
    expect(unknown.headers.get("location")).toBe("/fr/?newsletter=invalid");
    expect((await signUpRow(email))?.confirmed).toBe(false);
  });

  it("leaves a confirmed sign-up as it is and mails nothing for a new one", async () => {
    const email = uniqueEmail();
    await signUp(email);
    await follow((await confirmations(email))[0]?.link ?? "");
    expect((await signUp(email, { firstName: "Mallory" })).status).toBe(204);
    expect(await confirmations(email)).toHaveLength(1);
    expect(await signUpRow(email)).toEqual({ confirmed: true, firstName: "Camille" });
  });

  it("mails an address a few times a day at most, answering alike; the last link still confirms", async () => {
    const email = uniqueEmail();
    for (let request = 1; request <= newsletterLimits.mailsPerAddress.max + 2; request += 1) {
      const response = await signUp(email, { client: `203.0.113.${request}` });
      expect(response.status).toBe(204);
    }
    const mails = await confirmations(email);
    expect(mails).toHaveLength(newsletterLimits.mailsPerAddress.max);
    const last = await follow(mails.at(-1)?.link ?? "");
    expect(last.headers.get("location")).toBe("/fr/?newsletter=confirmed");
  });

  it("limits the sign-ups one client sends: over it, 429 with Retry-After and nothing stored", async () => {
    for (let request = 1; request <= newsletterLimits.perClient.max; request += 1) {
      expect((await signUp(uniqueEmail(), { client: "203.0.113.90" })).status).toBe(204);
    }
    const email = uniqueEmail();
    const refused = await signUp(email, { client: "203.0.113.90" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await signUpRow(email)).toBeUndefined();
  });
});
