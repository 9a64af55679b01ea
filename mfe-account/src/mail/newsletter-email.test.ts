import { describe, expect, it } from "vitest";
import type { MailLanguage } from "./link-email.ts";
import { newsletterEmail } from "./newsletter-email.ts";

const link = "https://wohnfein.example/api/mcs/selfi/newsletter/confirm/?locale=de-de&token=abc";

const languages: readonly [MailLanguage, RegExp][] = [
  ["en", /confirm your Wohnfein newsletter sign-up[\s\S]*valid for 48\shours/],
  ["de", /Newsletter-Anmeldung bei Wohnfein[\s\S]*48\sStunden lang gültig/],
  ["fr", /inscription à la newsletter Wohnfein[\s\S]*valable 48\sheures/],
  ["nl", /nieuwsbrief van Wohnfein[\s\S]*48\suur geldig/],
];

describe("the newsletter confirmation e-mail", () => {
  it.each(languages)("in %s holds the link, the brand and the expiry", (language, wording) => {
    const mail = newsletterEmail({ language, brandName: "Wohnfein", link, hoursValid: 48 });
    expect(`${mail.subject}\n${mail.text}`).toMatch(wording);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`<a href="${link.replace(/&/g, "&amp;")}"`);
  });

  it("uses the singular for one hour", () => {
    const one = newsletterEmail({ language: "nl", brandName: "Wohnfein", link, hoursValid: 1 });
    expect(one.text).toMatch(/1\suur geldig/);
    const de = newsletterEmail({ language: "de", brandName: "Wohnfein", link, hoursValid: 1 });
    expect(de.text).toMatch(/1\sStunde lang/);
  });

  it("refuses a link that is not an absolute http(s) address", () => {
    expect(() =>
      newsletterEmail({ language: "fr", brandName: "Wohnfein", link: "/confirm", hoursValid: 48 }),
    ).toThrow(/http\(s\)/);
  });
});
