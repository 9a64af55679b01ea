import type { Brand, ConsentCategory, ConsentService } from "@shop/shared";

const google = "Google Ireland Limited";
const shopCompany = "Wohnfein GmbH";

const required = (name: string): ConsentService => ({
  name,
  company: shopCompany,
  required: true,
  defaultValue: true,
  attTracking: false,
  cookies: [],
});

const optional = (
  name: string,
  company: string,
  more: Partial<Pick<ConsentService, "attTracking" | "cookies">> = {},
): ConsentService => ({
  name,
  company,
  required: false,
  defaultValue: false,
  attTracking: false,
  cookies: [],
  ...more,
});

const essential: ConsentCategory = {
  group: "essential",
  required: true,
  services: [required("shop_session"), required("consent_storage")],
};

const analytics: ConsentCategory = {
  group: "analytics",
  required: false,
  services: [
    optional("analytics_storage", google, { cookies: ["_ga", "_ga_*", "_gid"] }),
    optional("web_vitals", shopCompany),
  ],
};

/** Sovendus's voucher offer on the thank-you page (decision 0047): the order's data goes to Sovendus. */
const sovendus = optional("sovendus", "Sovendus GmbH", { attTracking: true });

/**
 * The categories and services the banner asks about, per brand (core spec point 3). Every
 * optional service starts off: nothing that tracks runs before the visitor allows it. The home
 * brand asks about PAYBACK (its scan-code parameter needs it, core spec point 5); the baby brand
 * advertises on Pinterest instead.
 */
export const consentCategories: Readonly<Record<Brand, readonly ConsentCategory[]>> = {
  home: [
    essential,
    analytics,
    {
      group: "marketing",
      required: false,
      services: [
        optional("ad_storage", google, { attTracking: true, cookies: ["_gcl_au", "_gcl_*"] }),
        optional("payback_storage", "PAYBACK GmbH"),
        sovendus,
      ],
    },
  ],
  baby: [
    essential,
    analytics,
    {
      group: "marketing",
      required: false,
      services: [
        optional("ad_storage", google, { attTracking: true, cookies: ["_gcl_au", "_gcl_*"] }),
        optional("pinterest_tag", "Pinterest Europe Ltd.", {
          attTracking: true,
          cookies: ["_pin_unauth", "_pinterest_*"],
        }),
        sovendus,
      ],
    },
  ],
};
