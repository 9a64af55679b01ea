import { describe, expect, it } from "vitest";
import { resetEmail, type MailLanguage } from "./reset-email.ts";

const link = "https://wohnfein.example/de-de/konto/passwort?token=abc123";

const languages: readonly [MailLanguage, RegExp][] = [
  ["en", /Reset your Wohnfein password[\s\S]*valid for 60\sminutes/],
  ["de", /Passwort bei Wohnfein zurücksetzen[\s\S]*60\sMinuten lang gültig/],
  ["fr", /mot de passe Wohnfein[\s\S]*valable 60\sminutes/],
  ["nl", /wachtwoord bij Wohnfein opnieuw instellen[\s\S]*60\sminuten geldig/],
];

describe("the password-reset e-mail", () => {
  it.each(languages)("in %s holds the link, the brand and the expiry", (language, wording) => {
    const mail = resetEmail({ language, brandName: "Wohnfein", link, minutesValid: 60 });
    expect(`${mail.subject}\n${mail.text}`).toMatch(wording);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain(`<title>${mail.subject}</title>`);
  });

  it("addresses the customer formally", () => {
    const text = (language: MailLanguage) =>
      resetEmail({ language, brandName: "Wohnfein", link, minutesValid: 60 }).text;
    // Whole words only; `\b` would split "êtes" into "ê" and "tes".
    const anyWord = (...words: string[]) =>
      new RegExp(`(?<!\\p{L})(${words.join("|")})(?!\\p{L})`, "iu");
    expect(text("de")).toMatch(/Ihr Kundenkonto[\s\S]*können Sie/);
    expect(text("de")).not.toMatch(anyWord("du", "dein", "dich", "dir"));
    expect(text("fr")).toMatch(/votre compte[\s\S]*vous pouvez/);
    expect(text("fr")).not.toMatch(anyWord("tu", "ton", "ta", "tes", "te"));
    expect(text("nl")).toMatch(/uw klantaccount[\s\S]*kunt u/);
    expect(text("nl")).not.toMatch(anyWord("je", "jij", "jouw"));
  });

  it("uses the singular for one minute", () => {
    const one = resetEmail({ language: "de", brandName: "Wohnfein", link, minutesValid: 1 });
    expect(one.text).toMatch(/1\sMinute lang/);
  });

  it("escapes a hostile brand name and link in the HTML, keeping the text as given", () => {
    const brandName = `<img src=x onerror=alert(1)> & "Co"`;
    const hostileLink = `https://wohnfein.example/reset?token=a"><script>alert(1)</script>&x='y'`;
    const mail = resetEmail({ language: "fr", brandName, link: hostileLink, minutesValid: 60 });
    expect(mail.html).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;");
    expect(mail.html).toContain(
      `href="https://wohnfein.example/reset?token=a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;x=&#39;y&#39;"`,
    );
    expect(mail.text).toContain(hostileLink);
    expect(mail.subject).toContain(brandName);
  });

  it("refuses a link that is not an absolute http(s) address", () => {
    for (const bad of ["javascript:alert(1)", "/de-de/konto/passwort", "data:text/html,x"]) {
      expect(() =>
        resetEmail({ language: "de", brandName: "Wohnfein", link: bad, minutesValid: 60 }),
      ).toThrow(/http\(s\)/);
    }
  });
});
