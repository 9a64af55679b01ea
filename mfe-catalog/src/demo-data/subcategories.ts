import { seoSlug } from "@shop/shared";
import type { CategoryNames } from "./vocabulary.ts";

/** Category slugs are plain ASCII like the top level's: `Bols à céréales` → `bols-a-cereales`. */
const slug = (name: string) => seoSlug(name).normalize("NFD").replace(/\p{M}/gu, "");

const names = (de: string, fr: string, nl: string): CategoryNames => ({
  de: { name: de, slug: slug(de) },
  fr: { name: fr, slug: slug(fr) },
  nl: { name: nl, slug: slug(nl) },
});

/**
 * The second level of the category trees: one subcategory per kind of product, keyed by the
 * product's German noun (the vocabulary's items), named in the plural per language.
 */
export const subcategories: Readonly<Record<string, CategoryNames>> = {
  Tischdecke: names("Tischdecken", "Nappes", "Tafelkleden"),
  Müslischale: names("Müslischalen", "Bols à céréales", "Muesli-kommen"),
  Bräter: names("Bräter", "Cocottes", "Braadpannen"),
  Schneidebrett: names("Schneidebretter", "Planches à découper", "Snijplanken"),
  Teekanne: names("Teekannen", "Théières", "Theepotten"),
  Kissenhülle: names("Kissenhüllen", "Housses de coussin", "Kussenhoezen"),
  Tischleuchte: names("Tischleuchten", "Lampes de table", "Tafellampen"),
  Vase: names("Vasen", "Vases", "Vazen"),
  Wohndecke: names("Wohndecken", "Plaids", "Plaids"),
  Bettwäsche: names("Bettwäsche", "Parures de lit", "Dekbedovertrekken"),
  Kopfkissen: names("Kopfkissen", "Oreillers", "Hoofdkussens"),
  Spannbettlaken: names("Spannbettlaken", "Draps housses", "Hoeslakens"),
  Handtuch: names("Handtücher", "Serviettes", "Handdoeken"),
  Bademantel: names("Bademäntel", "Peignoirs", "Badjassen"),
  Seifenspender: names("Seifenspender", "Distributeurs de savon", "Zeeppompjes"),
  Korb: names("Körbe", "Paniers", "Manden"),
  Aufbewahrungsbox: names("Aufbewahrungsboxen", "Boîtes de rangement", "Opbergdozen"),
  Wandregal: names("Wandregale", "Étagères murales", "Wandrekken"),
  Schlafsack: names("Schlafsäcke", "Gigoteuses", "Slaapzakken"),
  Wickelauflage: names("Wickelauflagen", "Matelas à langer", "Aankleedkussens"),
  Nachtlicht: names("Nachtlichter", "Veilleuses", "Nachtlampjes"),
  Body: names("Bodys", "Bodies", "Rompers"),
  Strampler: names("Strampler", "Grenouillères", "Boxpakjes"),
  Mütze: names("Mützen", "Bonnets", "Mutsjes"),
  Greifling: names("Greiflinge", "Hochets", "Grijpspeeltjes"),
  Stoffbuch: names("Stoffbücher", "Livres en tissu", "Stoffen boekjes"),
  Stapelturm: names("Stapeltürme", "Tours à empiler", "Stapeltorens"),
  Spucktuch: names("Spucktücher", "Langes", "Spuugdoekjes"),
  Waschlappen: names("Waschlappen", "Gants de toilette", "Washandjes"),
  Pflegelotion: names("Pflegelotionen", "Lotions de soin", "Verzorgingslotions"),
};
