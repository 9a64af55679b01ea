import type { Country } from "@shop/shared";

/** The carriers the shops ship with (issue 18, point 6; decision 0039). */
export const carrierKeys = [
  "dhl",
  "dpd",
  "hermes",
  "ups",
  "postnl",
  "bpost",
  "swisspost",
  "colissimo",
] as const;

export type CarrierKey = (typeof carrierKeys)[number];

export function isCarrierKey(value: unknown): value is CarrierKey {
  return typeof value === "string" && (carrierKeys as readonly string[]).includes(value);
}

/** Carrier names are brands: the same in every language. */
export const carrierNames: Record<CarrierKey, string> = {
  dhl: "DHL",
  dpd: "DPD",
  hermes: "Hermes",
  ups: "UPS",
  postnl: "PostNL",
  bpost: "bpost",
  swisspost: "Swiss Post",
  colissimo: "Colissimo",
};

/** Who delivers in each country, the usual one first (the CLI's default). */
export const carriersOf: Record<Country, readonly CarrierKey[]> = {
  de: ["dhl", "dpd", "hermes", "ups"],
  at: ["dhl", "dpd", "ups"],
  ch: ["swisspost", "dhl", "ups"],
  nl: ["postnl", "dhl", "dpd", "ups"],
  be: ["bpost", "dpd", "ups"],
  fr: ["colissimo", "dpd", "ups"],
};

/** Each carrier's public tracking page for one tracking number. */
const trackingPages: Record<CarrierKey, (number: string) => string> = {
  dhl: (n) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${n}`,
  dpd: (n) => `https://tracking.dpd.de/status/de_DE/parcel/${n}`,
  hermes: (n) => `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  postnl: (n) => `https://jouw.postnl.nl/track-and-trace/${n}`,
  bpost: (n) => `https://track.bpost.cloud/btr/web/#/search?itemCode=${n}`,
  swisspost: (n) => `https://service.post.ch/ekp-web/ui/entry/search/${n}`,
  colissimo: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}`,
};

/** The carrier's tracking page of a package (the number is encoded: it comes from storage). */
export function trackingUrl(carrier: CarrierKey, trackingNumber: string): string {
  return trackingPages[carrier](encodeURIComponent(trackingNumber));
}
