import type { Brand } from "@shop/shared";

/** What a page's tracking needs from the brand's configuration (issue 20, points 3 and 5). */
export interface TrackingConfig {
  /**
   * The brand's tag-manager container id, as configured: checked in the browser (catalogue spec
   * point 5), where an invalid one is reported and not loaded. None: no tag manager.
   */
  readonly gtmId: string | null;
  /** The tag manager's host: the script is `{gtmOrigin}/gtm.js?id=…`. */
  readonly gtmOrigin: string;
  /** Core spec point 7: `GET {videosDomain}/rum/is_internal`. None: every visit counts as external. */
  readonly videosDomain: string | null;
}

/**
 * The consent team's tracking configuration per brand. The embedded shop has neither a tag
 * manager container nor a videos domain, so nothing loads and no visit is internal; an operator
 * sets them per brand (`SHOP_GTM_ID_HOME`, `SHOP_GTM_ID_BABY`), the host (`SHOP_GTM_ORIGIN`,
 * which must also be one of `SHOP_ASSET_ORIGINS` for the page's CSP) and the videos domain
 * (`SHOP_VIDEOS_DOMAIN`). Read once, when the edge builds the consent slice's API.
 */
export function trackingConfig(env: NodeJS.ProcessEnv): Readonly<Record<Brand, TrackingConfig>> {
  const origin = (name: string) => {
    const raw = env[name]?.trim();
    if (!raw) return null;
    if (!/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(raw)) {
      throw new Error(`${name} must be an origin (https://host), got "${raw}"`);
    }
    return raw;
  };
  const gtmOrigin = origin("SHOP_GTM_ORIGIN") ?? "https://www.googletagmanager.com";
  const videosDomain = origin("SHOP_VIDEOS_DOMAIN");
  const forBrand = (name: string): TrackingConfig => ({
    gtmId: env[name]?.trim() || null,
    gtmOrigin,
    videosDomain,
  });
  return { home: forBrand("SHOP_GTM_ID_HOME"), baby: forBrand("SHOP_GTM_ID_BABY") };
}
