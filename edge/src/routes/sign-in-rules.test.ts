// The sign-in rules of the page routes (core spec point 6) with real sessions: the edge asks the
// account team who the session's cookie belongs to.
import { describe, expect, it } from "vitest";
import { testEdge } from "../testing/edge-fixture.ts";

const { app } = await testEdge();

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `regel.${counter}.${Date.now()}@example.org`;
}

/** Signs a new customer in by one of the sign-in calls and answers the session cookie. */
async function signedIn(mode: "register" | "guest"): Promise<string> {
  const response = await app.request(`/api/user/auth/${mode}/?locale=de-de`, {
    method: "POST",
    headers: { host: "localhost", "content-type": "application/json" },
    body: JSON.stringify({
      first_name: "Eva",
      last_name: "Muster",
      gender: "f",
      email: uniqueEmail(),
      newsletter: false,
      ...(mode === "register" ? { register_password: "Sommerwind2024" } : {}),
    }),
  });
  expect(response.status).toBe(200);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  expect(cookie).toMatch(/=/);
  return cookie;
}

function page(path: string, cookie?: string) {
  return app.request(path, { headers: { host: "localhost", ...(cookie ? { cookie } : {}) } });
}

describe("sign-in rules with a session", () => {
  it("lets a registered customer through to the account pages and checkout", async () => {
    const cookie = await signedIn("register");
    for (const path of ["/de/konto/bestellungen/", "/de/kasse/"]) {
      const response = await page(path, cookie);
      expect(response.status, path).not.toBe(302);
    }
  });

  it("sends a guest customer from the account pages to the login, but lets them check out", async () => {
    const cookie = await signedIn("guest");
    const account = await page("/de/konto/bestellungen/", cookie);
    expect(account.status).toBe(302);
    expect(account.headers.get("location")).toBe(
      `/de/login/?returnTo=${encodeURIComponent("/de/konto/bestellungen/")}`,
    );
    expect((await page("/de/kasse/", cookie)).status).not.toBe(302);
  });

  it("shows the signed-in customer's name in the header on first paint", async () => {
    const cookie = await signedIn("register");
    const html = await (await page("/de/", cookie)).text();
    expect(html).toContain("Hallo Eva");
    expect(html).not.toContain(">Anmelden<");
  });

  it("renders the login page and the checkout's login with the guest section first", async () => {
    const login = await page("/de/login/");
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('data-fragment="mfe-account/loginPage"');
    const checkoutLogin = await page(
      `/de/kasse/login/?view=guest&returnTo=${encodeURIComponent("/de/kasse/")}`,
    );
    expect(checkoutLogin.status).toBe(200);
    expect(await checkoutLogin.text()).toContain("Als Gast fortfahren");
  });
});
