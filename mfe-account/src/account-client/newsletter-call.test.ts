// The browser's newsletter call names the page's locale, so the confirmation e-mail is in the
// shopper's language (decision 0031): the store's call, answered by the account's real API.
import { afterAll, describe, expect, it } from "vitest";
import { makeStore } from "@shop/shared/store";
import { testAccount } from "../api/testing/test-account.ts";
import { accountApi } from "./account-endpoints.ts";
import { newsletterSignUpOf } from "./newsletter.ts";

const account = await testAccount();
afterAll(() => account.dispose());

describe("the newsletter call of a ticked box", () => {
  it("sends the page's locale: a shopper on the French pages of the Belgian shop gets French", async () => {
    const email = `lectrice.${Date.now()}@example.org`;
    const signUp = newsletterSignUpOf(
      { first_name: "Louise", last_name: "Peeters", gender: "f", email, newsletter: true },
      { shopId: "home-be" },
      "register",
    );
    if (!signUp) throw new Error("a ticked box makes a sign-up");
    const store = makeStore(undefined, {
      origin: "http://be.localhost",
      fetch: (input, init) => Promise.resolve(account.app.request(input, init)),
    });
    const result = await store.dispatch(
      accountApi.endpoints.newsletterSignUp.initiate({ locale: "fr-be", signUp }),
    );
    expect(result.error).toBeUndefined();
    await account.api.settled();
    const mail = account.platform.mailer.sent.find((sent) => sent.to === email);
    // Without the locale the shop's first language (Dutch) would be chosen.
    expect(mail?.locale).toBe("fr-be");
    expect(mail?.subject).toContain("Confirmez votre inscription");
  });
});
