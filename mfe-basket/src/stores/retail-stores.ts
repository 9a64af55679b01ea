import type { Brand, Country, Language } from "@shop/shared";

/** A retail store where a shopper collects a reservation (click and reserve, decision 0046). */
export interface RetailStore {
  readonly id: string;
  readonly brand: Brand;
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly country: Country;
  /** The opening hours as a short text, per language the store's country speaks. */
  readonly openingHours: Readonly<Partial<Record<Language, string>>>;
}

const weekdaysDe = (from: string, to: string, saturday: string) =>
  `Mo–Fr ${from}–${to} Uhr, Sa ${saturday} Uhr`;

/**
 * The demo list of the home brand's stores in Germany and Austria, the shops whose option
 * `clickAndReserve` is on (edge/config/shops.json). Addresses are made up but well-formed.
 */
export const retailStores: readonly RetailStore[] = [
  {
    id: "home-de-berlin-mitte",
    brand: "home",
    name: "Wohnfein Berlin Mitte",
    street: "Rosenthaler Straße 40",
    postcode: "10178",
    city: "Berlin",
    country: "de",
    openingHours: { de: weekdaysDe("10", "20", "10–18") },
  },
  {
    id: "home-de-hamburg",
    brand: "home",
    name: "Wohnfein Hamburg Ottensen",
    street: "Ottenser Hauptstraße 12",
    postcode: "22765",
    city: "Hamburg",
    country: "de",
    openingHours: { de: weekdaysDe("10", "19", "10–18") },
  },
  {
    id: "home-de-koeln",
    brand: "home",
    name: "Wohnfein Köln Ehrenfeld",
    street: "Venloer Straße 310",
    postcode: "50823",
    city: "Köln",
    country: "de",
    openingHours: { de: weekdaysDe("10", "19", "10–16") },
  },
  {
    id: "home-de-frankfurt",
    brand: "home",
    name: "Wohnfein Frankfurt Bornheim",
    street: "Berger Straße 175",
    postcode: "60385",
    city: "Frankfurt am Main",
    country: "de",
    openingHours: { de: weekdaysDe("10", "19", "10–18") },
  },
  {
    id: "home-de-muenchen",
    brand: "home",
    name: "Wohnfein München Schwabing",
    street: "Leopoldstraße 82",
    postcode: "80802",
    city: "München",
    country: "de",
    openingHours: { de: weekdaysDe("10", "20", "9–18") },
  },
  {
    id: "home-de-stuttgart",
    brand: "home",
    name: "Wohnfein Stuttgart West",
    street: "Schwabstraße 44",
    postcode: "70197",
    city: "Stuttgart",
    country: "de",
    openingHours: { de: weekdaysDe("10", "19", "10–17") },
  },
  {
    id: "home-at-wien",
    brand: "home",
    name: "Wohnfein Wien Neubau",
    street: "Neubaugasse 25",
    postcode: "1070",
    city: "Wien",
    country: "at",
    openingHours: { de: weekdaysDe("10", "19", "9.30–18") },
  },
  {
    id: "home-at-graz",
    brand: "home",
    name: "Wohnfein Graz",
    street: "Herrengasse 9",
    postcode: "8010",
    city: "Graz",
    country: "at",
    openingHours: { de: weekdaysDe("9.30", "18.30", "9.30–17") },
  },
  {
    id: "home-at-linz",
    brand: "home",
    name: "Wohnfein Linz",
    street: "Landstraße 31",
    postcode: "4020",
    city: "Linz",
    country: "at",
    openingHours: { de: weekdaysDe("9.30", "18.30", "9–17") },
  },
];
