import type { Language } from "@shop/shared";
import type { Texts } from "./vocabulary.ts";

/** A product name in each language: model, noun, material and colour, in each language's order. */
export function productNames(model: string, noun: Texts, material: Texts, colour: Texts): Texts {
  return {
    de: `${model} ${noun.de} aus ${material.de}, ${colour.de}`,
    fr: `${noun.fr} ${model} en ${material.fr}, ${colour.fr}`,
    nl: `${model} ${noun.nl.toLowerCase()} van ${material.nl}, ${colour.nl}`,
  };
}

const openings: Readonly<Record<Language, readonly string[]>> = {
  de: [
    "Schlicht, langlebig und angenehm im Alltag:",
    "Ein Lieblingsstück für jeden Tag:",
    "Natürliche Materialien, sorgfältig verarbeitet:",
  ],
  fr: [
    "Sobre, durable et agréable au quotidien :",
    "Une pièce préférée pour tous les jours :",
    "Des matières naturelles, travaillées avec soin :",
  ],
  nl: [
    "Eenvoudig, duurzaam en prettig in het dagelijks gebruik:",
    "Een lievelingsstuk voor elke dag:",
    "Natuurlijke materialen, zorgvuldig afgewerkt:",
  ],
};

const care: Readonly<Record<Language, readonly string[]>> = {
  de: [
    "Pflegeleicht und langlebig.",
    "Mit Liebe zum Detail in Europa gefertigt.",
    "Passt zu unserer ganzen Kollektion.",
  ],
  fr: [
    "Facile d’entretien et durable.",
    "Fabriqué en Europe avec le souci du détail.",
    "S’accorde avec toute notre collection.",
  ],
  nl: [
    "Makkelijk te onderhouden en duurzaam.",
    "Met oog voor detail in Europa gemaakt.",
    "Past bij onze hele collectie.",
  ],
};

/** A product description in each language, picked deterministically by the given numbers. */
export function productDescriptions(
  noun: Texts,
  material: Texts,
  pickA: number,
  pickB: number,
): Texts {
  const sentence = (language: Language) => {
    const opening = openings[language][pickA % openings[language].length] ?? "";
    const closing = care[language][pickB % care[language].length] ?? "";
    const body: Record<Language, string> = {
      de: `${noun.de} aus ${material.de}.`,
      fr: `${noun.fr} en ${material.fr}.`,
      nl: `${noun.nl} van ${material.nl}.`,
    };
    return `${opening} ${body[language]} ${closing}`;
  };
  return { de: sentence("de"), fr: sentence("fr"), nl: sentence("nl") };
}
