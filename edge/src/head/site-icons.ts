import { escapeHtml, type ShopContext } from "@shop/shared";

/**
 * The site icons of catalogue spec point 2: favicons and touch icons per locale and size, named
 * by locale and size (`/icons/de-ch/favicon-32x32.png`). Each is drawn from its brand's icon.
 */
export interface SiteIcon {
  /** The file name inside the locale's folder. */
  readonly file: string;
  /** Edge length in pixels. */
  readonly size: number;
  /** How the document's head names it; none for the icons only the web manifest lists. */
  readonly rel?: "icon" | "apple-touch-icon";
}

function icon(name: string, size: number, rel?: SiteIcon["rel"]): SiteIcon {
  return { file: `${name}-${size}x${size}.png`, size, rel };
}

/** Browser tabs (16, 32, 48), the iOS home screen (180) and Android's home screen and splash (192, 512). */
export const siteIcons: readonly SiteIcon[] = [
  icon("favicon", 16, "icon"),
  icon("favicon", 32, "icon"),
  icon("favicon", 48, "icon"),
  icon("apple-touch-icon", 180, "apple-touch-icon"),
  icon("android-chrome", 192),
  icon("android-chrome", 512),
];

/** The folder of a locale's icons and web manifest. */
export function siteIconFolder(locale: string): string {
  return `/icons/${locale}`;
}

export const webManifestFile = "site.webmanifest";

/** The head's links to the locale's icons and web manifest. */
export function siteIconLinks(shop: Pick<ShopContext, "locale">): readonly string[] {
  const folder = siteIconFolder(shop.locale);
  return [
    `<link rel="icon" href="${folder}/favicon.svg" type="image/svg+xml">`,
    ...siteIcons.flatMap(({ file, size, rel }) =>
      rel
        ? [
            `<link rel="${rel}" href="${escapeHtml(`${folder}/${file}`)}" sizes="${size}x${size}"${rel === "icon" ? ` type="image/png"` : ""}>`,
          ]
        : [],
    ),
    `<link rel="manifest" href="${folder}/${webManifestFile}">`,
  ];
}

/** What a locale's web manifest says: the shop's name, language, start page and large icons. */
export interface WebManifestInput {
  readonly name: string;
  readonly languageTag: string;
  readonly startUrl: string;
  readonly themeColor: string;
  readonly folder: string;
}

export function webManifest({ name, languageTag, startUrl, themeColor, folder }: WebManifestInput) {
  return {
    name,
    short_name: name,
    lang: languageTag,
    start_url: startUrl,
    display: "browser",
    theme_color: themeColor,
    background_color: "#ffffff",
    icons: siteIcons
      .filter(({ size }) => size >= 192)
      .map(({ file, size }) => ({
        src: `${folder}/${file}`,
        sizes: `${size}x${size}`,
        type: "image/png",
      })),
  };
}
