import type { Language } from "@shop/shared";
import type { ShippingLabels } from "./basket-view.ts";

/** Names of the two shipping cases the shop's conditions do not label. */
const labels: Readonly<Record<Language, ShippingLabels>> = {
  de: { freight: "Speditionsversand", freeShipping: "Versandkostenfrei" },
  fr: { freight: "Livraison par transporteur", freeShipping: "Livraison gratuite" },
  nl: { freight: "Levering per expediteur", freeShipping: "Gratis verzending" },
};

/** The labels of freight and free shipping in the shop's language (core spec point 3). */
export function shippingLabels(language: Language): ShippingLabels {
  return labels[language];
}
