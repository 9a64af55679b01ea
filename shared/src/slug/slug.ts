/** ä → ae, ö → oe, ü → ue, ß → ss (catalogue spec point 2), lowercase first. */
export function transliterate(text: string): string {
  return text
    .toLowerCase()
    .replaceAll("ä", "ae")
    .replaceAll("ö", "oe")
    .replaceAll("ü", "ue")
    .replaceAll("ß", "ss");
}

/**
 * The SEO slug of the given parts (catalogue spec point 2): lower-cased; spaces, commas and
 * slashes become hyphens; ä, ö, ü, ß become ae, oe, ue, ss; every other character except letters,
 * digits and hyphens is dropped; parts are joined with hyphens.
 */
export function seoSlug(...parts: readonly string[]): string {
  return parts
    .map((part) =>
      transliterate(part)
        .replace(/[\s,/]+/g, "-")
        .replace(/[^\p{L}\p{N}-]/gu, "")
        .replace(/-+/g, "-")
        .replace(/^-|-$/g, ""),
    )
    .filter(Boolean)
    .join("-");
}

/** The product reference number of a product page's `pdp` segment: its last dash part. */
export function productReferenceFromPdp(pdp: string): string {
  return pdp.slice(pdp.lastIndexOf("-") + 1);
}

/** Catalogue spec point 2: slugs under `fabula-ng/` or ending in a file extension are not pages. */
export function isReservedContentSlug(slug: string): boolean {
  return slug.startsWith("fabula-ng/") || slug === "fabula-ng" || /\.[a-z0-9]{1,8}\/?$/i.test(slug);
}

/**
 * The form a content slug is served under (catalogue spec point 2): uppercase letters and umlauts
 * redirect to the lowercased, transliterated slug. Returns the slug itself when it is canonical.
 */
export function canonicalContentSlug(slug: string): string {
  return transliterate(slug);
}

/**
 * The route path of a content service full slug (catalogue spec point 2): strips, in order, a
 * locale prefix of the form xx-xx, the company prefix, a folder in front of the category-pages
 * segment, and that segment (`kategorieseiten`) itself; a bare `home` becomes empty.
 */
export function normalizeContentPath(
  fullSlug: string,
  companyPrefixes: readonly string[] = [],
): string {
  let segments = fullSlug.split("/").filter(Boolean);
  if (/^[a-z]{2}-[a-z]{2}$/.test(segments[0] ?? "")) segments = segments.slice(1);
  if (companyPrefixes.includes(segments[0] ?? "")) segments = segments.slice(1);
  if (segments.length > 1 && segments[1] === "kategorieseiten") segments = segments.slice(1);
  if (segments[0] === "kategorieseiten") segments = segments.slice(1);
  const path = segments.join("/");
  return path === "home" ? "" : path;
}
