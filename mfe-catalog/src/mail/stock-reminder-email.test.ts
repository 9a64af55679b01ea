import { describe, expect, it } from "vitest";
import { stockReminderEmail } from "./stock-reminder-email.ts";

const input = {
  brandName: "Wohnfein",
  productName: "Kissen <Luna>",
  variantLabel: "40 x 40",
  link: "https://www.example.de/de/p/kissen-luna-1000007/?variant=1000007_01",
};

describe("stockReminderEmail", () => {
  it("writes the e-mail in the shopper's language, with the product, version and link", () => {
    const german = stockReminderEmail({ ...input, language: "de" });
    expect(german.subject).toBe("Wieder verfügbar: Kissen <Luna>");
    expect(german.text).toContain("Ausführung: 40 x 40");
    expect(german.text).toContain(input.link);
    expect(stockReminderEmail({ ...input, language: "fr" }).subject).toBe(
      "De nouveau disponible\u00a0: Kissen <Luna>",
    );
    expect(stockReminderEmail({ ...input, language: "nl" }).text).toContain("Uitvoering: 40 x 40");
  });

  it("escapes the product's name in the HTML part and leaves out a missing version", () => {
    const mail = stockReminderEmail({ ...input, variantLabel: null, language: "de" });
    expect(mail.html).toContain("Kissen &lt;Luna&gt;");
    expect(mail.html).not.toContain("<Luna>");
    expect(mail.text).not.toContain("Ausführung");
  });
});
