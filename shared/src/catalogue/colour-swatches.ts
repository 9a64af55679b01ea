/** The colour keys of catalogue spec point 3 (multicolour also as its four quadrants). */
export const colourKeys = [
  "schwarz",
  "grau",
  "gruen",
  "braun",
  "beige",
  "blau",
  "gelb",
  "rot",
  "orange",
  "rosa",
  "weiss",
  "hellblau",
  "mehrfarbig",
  "mehrfarbig_ol",
  "mehrfarbig_or",
  "mehrfarbig_ul",
  "mehrfarbig_ur",
  "natur",
  "denim",
  "tuerkis",
  "gold",
  "khaki",
  "pink",
  "lila",
  "silber",
  "transparent",
] as const;
export type ColourKey = (typeof colourKeys)[number];

/** Catalogue spec point 9: at most 5 colour swatches. */
export const maxColourSwatches = 5;

const known: ReadonlySet<string> = new Set(colourKeys);

export function isColourKey(key: string): key is ColourKey {
  return known.has(key);
}

/** Single colour, two-colour pair, or multicolour (the `mehrfarbig` keys or three and more). */
export type SwatchKind = "single" | "pair" | "multicolour";

/** One colour set to choose from: a product or a sibling with its colours. */
export interface ColourSet<T> {
  readonly colours: readonly string[];
  readonly item: T;
}

export interface ColourSwatch<T> {
  readonly kind: SwatchKind;
  readonly colours: readonly ColourKey[];
  readonly item: T;
}

export interface ColourSwatches<T> {
  readonly swatches: readonly ColourSwatch<T>[];
  /** How many further sets the '+N' count stands for (0: no count shown). */
  readonly more: number;
}

/** The kind of swatch a colour set is drawn as (catalogue spec point 5). */
export function swatchKind(colours: readonly string[]): SwatchKind {
  if (colours.some((colour) => colour.startsWith("mehrfarbig"))) return "multicolour";
  if (colours.length === 1) return "single";
  return colours.length === 2 ? "pair" : "multicolour";
}

/**
 * The colour swatches of a product and its siblings (catalogue spec point 5): only sets whose
 * every colour is a known key; shown only when more than one such set exists; at most 5, plus
 * a '+N' count for the rest.
 */
export function colourSwatches<T>(
  sets: readonly ColourSet<T>[],
  max: number = maxColourSwatches,
): ColourSwatches<T> {
  const usable = sets.filter(
    (set) => set.colours.length > 0 && set.colours.every((colour) => isColourKey(colour)),
  );
  if (usable.length <= 1) return { swatches: [], more: 0 };
  return {
    swatches: usable.slice(0, max).map((set) => ({
      kind: swatchKind(set.colours),
      colours: set.colours as readonly ColourKey[],
      item: set.item,
    })),
    more: Math.max(0, usable.length - max),
  };
}
