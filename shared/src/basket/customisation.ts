import type { CustomText } from "../api/basket.ts";

/** Core spec point 4: a text1 of 'ohne' ("without") means no customisation. */
export const noCustomisation = "ohne";

/** True when a custom text asks for a customisation (some text, and text1 is not 'ohne'). */
export function isCustomised(customText: CustomText | undefined): boolean {
  if (!customText) return false;
  const texts = Object.values(customText).filter((text) => text.trim() !== "");
  if (texts.length === 0) return false;
  return customText.text1?.trim().toLowerCase() !== noCustomisation;
}

/**
 * Core spec points 4 and 9: a customised line gets a new random item group id of 8 digits.
 * `random` returns a number in [0, 1), e.g. from crypto.
 */
export function newItemGroupId(random: () => number): string {
  return String(10_000_000 + Math.floor(random() * 90_000_000));
}
