import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { SearchSort } from "@shop/shared";

/** The sort options of a listing (catalogue spec point 9: Relevancy:desc first and by default). */
export const sortLabels: Readonly<Record<SearchSort, MessageDescriptor>> = {
  "Relevancy:desc": msg({ id: "listing.sort.relevance", message: "Relevance" }),
  "price:asc": msg({ id: "listing.sort.priceAsc", message: "Price: low to high" }),
  "price:desc": msg({ id: "listing.sort.priceDesc", message: "Price: high to low" }),
  "newest:desc": msg({ id: "listing.sort.newest", message: "Newest first" }),
};

/** The names of the colour keys (catalogue spec point 3) as the colour filter shows them. */
const colourLabels: Readonly<Record<string, MessageDescriptor>> = {
  schwarz: msg({ id: "listing.colour.schwarz", message: "Black" }),
  grau: msg({ id: "listing.colour.grau", message: "Grey" }),
  gruen: msg({ id: "listing.colour.gruen", message: "Green" }),
  braun: msg({ id: "listing.colour.braun", message: "Brown" }),
  beige: msg({ id: "listing.colour.beige", message: "Beige" }),
  blau: msg({ id: "listing.colour.blau", message: "Blue" }),
  gelb: msg({ id: "listing.colour.gelb", message: "Yellow" }),
  rot: msg({ id: "listing.colour.rot", message: "Red" }),
  orange: msg({ id: "listing.colour.orange", message: "Orange" }),
  rosa: msg({ id: "listing.colour.rosa", message: "Rose" }),
  weiss: msg({ id: "listing.colour.weiss", message: "White" }),
  hellblau: msg({ id: "listing.colour.hellblau", message: "Light blue" }),
  mehrfarbig: msg({ id: "listing.colour.mehrfarbig", message: "Multicoloured" }),
  natur: msg({ id: "listing.colour.natur", message: "Natural" }),
  denim: msg({ id: "listing.colour.denim", message: "Denim" }),
  tuerkis: msg({ id: "listing.colour.tuerkis", message: "Turquoise" }),
  gold: msg({ id: "listing.colour.gold", message: "Gold" }),
  khaki: msg({ id: "listing.colour.khaki", message: "Khaki" }),
  pink: msg({ id: "listing.colour.pink", message: "Pink" }),
  lila: msg({ id: "listing.colour.lila", message: "Purple" }),
  silber: msg({ id: "listing.colour.silber", message: "Silver" }),
  transparent: msg({ id: "listing.colour.transparent", message: "Transparent" }),
};

/** The label of a colour key; the multicolour quadrants are all "multicoloured", unknown keys as they are. */
export function colourLabel(key: string): MessageDescriptor | string {
  return colourLabels[key.replace(/_(ol|or|ul|ur)$/, "")] ?? key;
}
