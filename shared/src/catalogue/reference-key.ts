/**
 * The reference key as a shopper sees it (catalogue spec point 5, reference key display): dots
 * removed, cut to 7 characters, leading zeros stripped.
 */
export function referenceKeyDisplay(referenceKey: string): string {
  return referenceKey.replaceAll(".", "").slice(0, 7).replace(/^0+/, "");
}
