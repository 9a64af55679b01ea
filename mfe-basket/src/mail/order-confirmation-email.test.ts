import { describe, expect, it } from "vitest";
import { placedOrder } from "../basket-client/test-data.ts";
import { orderConfirmationEmail } from "./order-confirmation-email.ts";

describe("the order confirmation e-mail (issue 18, point 5)", () => {
  const order = placedOrder();

  it.each([
    ["de", "de-de", "Ihre Bestellung 7KQ2M9XW4TB8PD bei Wohnfein", "Kreditkarte", /64,79\s€/],
    ["fr", "fr-be", "Votre commande 7KQ2M9XW4TB8PD chez Wohnfein", "Carte de crédit", /64,79\s€/],
    ["nl", "nl-nl", "Uw bestelling 7KQ2M9XW4TB8PD bij Wohnfein", "Creditcard", /€\s64,79/],
  ] as const)("is written in %s", (language, locale, subject, method, total) => {
    const mail = orderConfirmationEmail(order, { language, locale, brandName: "Wohnfein" });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain("2 × Vase Alma (M)");
    expect(mail.text).toContain(method);
    expect(mail.text).toMatch(total);
    expect(mail.text).toContain("10115 Berlin");
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it("escapes the shopper's own input in the HTML part", () => {
    const mail = orderConfirmationEmail(
      placedOrder({
        shippingAddress: { ...order.shippingAddress, firstName: "<script>alert(1)</script>" },
      }),
      { language: "de", locale: "de-de", brandName: "Wohnfein" },
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });

  it("shows the coupon's reduction and what the gift card paid", () => {
    const mail = orderConfirmationEmail(
      placedOrder({
        cost: { items: 6479, shipping: 0, total: 5831, withoutTax: 4900, currencyCode: "EUR" },
        coupon: { code: "WILLKOMMEN10", reduction: 648 },
        giftCard: { code: "GESCHENK5000", amount: 2000 },
      }),
      { language: "de", locale: "de-de", brandName: "Wohnfein" },
    );
    expect(mail.text).toMatch(/Gutschein WILLKOMMEN10: −6,48\s€/);
    expect(mail.text).toMatch(/Geschenkkarte: −20,00\s€/);
    expect(mail.text).toMatch(/Noch zu zahlen: 38,31\s€/);
  });
});
