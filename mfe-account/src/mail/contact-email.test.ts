import { describe, expect, it } from "vitest";
import { contactEmail } from "./contact-email.ts";
import type { MailLanguage } from "./link-email.ts";

const input = {
  brandName: "Wohnfein",
  name: "Eva Muster",
  subject: "Lieferung",
  message: "Wo bleibt <meine> Bestellung?\nDanke & Gruß",
};

const languages: readonly [MailLanguage, RegExp][] = [
  ["en", /We have received your message – Wohnfein[\s\S]*Hello Eva Muster,[\s\S]*two working days/],
  ["de", /Wir haben Ihre Nachricht erhalten – Wohnfein[\s\S]*Guten Tag Eva Muster,[\s\S]*Ihnen/],
  ["fr", /Nous avons bien reçu votre message – Wohnfein[\s\S]*Bonjour Eva Muster,[\s\S]*vous/],
  ["nl", /Wij hebben uw bericht ontvangen – Wohnfein[\s\S]*Beste Eva Muster,[\s\S]*uw bericht/],
];

describe("the contact confirmation e-mail", () => {
  it.each(languages)("in %s confirms the message formally and quotes it", (language, wording) => {
    const mail = contactEmail({ language, ...input });
    expect(`${mail.subject}\n${mail.text}`).toMatch(wording);
    expect(mail.text).toContain("Lieferung\n\nWo bleibt <meine> Bestellung?\nDanke & Gruß");
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it("escapes the customer's words in the HTML part", () => {
    const mail = contactEmail({ language: "de", ...input, name: "<b>Eva</b>" });
    expect(mail.html).toContain("Wo bleibt &lt;meine&gt; Bestellung?\nDanke &amp; Gruß");
    expect(mail.html).toContain("Guten Tag &lt;b&gt;Eva&lt;/b&gt;,");
    expect(mail.html).not.toContain("<meine>");
  });
});
