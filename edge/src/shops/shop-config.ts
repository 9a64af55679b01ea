import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { brands, countries, countryLanguages, languages } from "@shop/shared";

/** The recommendation service the edge itself runs (edge/src/recommendations). */
export const embeddedRecommendationService = "/optimization/recommend/user";

const cents = z.number().int().nonnegative();
const language = z.enum(languages);
const timezone = z
  .string()
  .refine((zone) => Intl.supportedValuesOf("timeZone").includes(zone) || zone === "UTC", {
    message: "is not an IANA time zone",
  });
const hostname = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, "is not a host name");

const shopOptions = z.strictObject({
  payback: z.boolean(),
  wishlist: z.boolean(),
  accountBalance: z.boolean(),
  faq: z.boolean(),
  paypalInstallments: z.boolean(),
  clickAndReserve: z.boolean(),
  checkoutLoginGoToGuestBtn: z.boolean(),
  checkoutLoginFirstView: z.enum(["login", "guest"]),
  contactFormPrefill: z.boolean(),
  cancelOrder: z.boolean(),
  sovendus: z
    .strictObject({
      trafficSourceNumber: z.number().int().positive(),
      trafficMediumNumber: z.number().int().positive(),
    })
    .nullable(),
  partnerInfo: z.boolean(),
});

const shopSchema = z.strictObject({
  shopId: z.string().regex(/^[a-z0-9-]{2,40}$/, "is not a shop id (a-z, 0-9, -)"),
  domains: z.array(hostname).min(1),
  languages: z.array(language).min(1),
  defaultLanguage: language,
  currency: z.enum(["EUR", "CHF"]),
  timezone,
  organisation: z.strictObject({
    legalName: z.string().min(1),
    hotline: z.strictObject({ number: z.string().min(5), language }),
  }),
  shipping: z.strictObject({
    frachtkosten: cents,
    versandkostenBedingungen: z
      .array(
        z.strictObject({
          label: z.partialRecord(language, z.string().min(1)),
          versandkosten: cents,
          ab_bestellwert: cents,
        }),
      )
      .min(1),
  }),
  options: z.partialRecord(language, shopOptions),
  /**
   * The country's recommendation service (`POST …/optimization/recommend/user`, catalogue spec
   * point 7): an https URL, or by default the edge's own embedded service.
   */
  recommendationService: z
    .union([z.url({ protocol: /^https$/ }), z.literal(embeddedRecommendationService)])
    .default(embeddedRecommendationService),
});

const brandSchema = z.strictObject({
  name: z.string().min(1),
  shops: z.record(z.enum(countries), shopSchema),
});

const configSchema = z
  .strictObject({
    $comment: z.string().optional(),
    brands: z.record(z.enum(brands), brandSchema),
  })
  .superRefine((config, context) => {
    const seenIds = new Set<string>();
    const seenDomains = new Set<string>();
    for (const [brand, { shops }] of Object.entries(config.brands)) {
      for (const [country, shop] of Object.entries(shops)) {
        const at = (...rest: (string | number)[]) => ["brands", brand, "shops", country, ...rest];
        const issue = (where: (string | number)[], message: string) =>
          context.addIssue({ code: "custom", path: where, message });
        const expected = countryLanguages[country as keyof typeof countryLanguages];
        if ([...shop.languages].sort().join() !== [...expected].sort().join()) {
          issue(at("languages"), `must be ${expected.join(", ")} in ${country}`);
        }
        if (!shop.languages.includes(shop.defaultLanguage)) {
          issue(at("defaultLanguage"), "must be one of the shop's languages");
        }
        if ((shop.currency === "CHF") !== (country === "ch")) {
          issue(at("currency"), country === "ch" ? "must be CHF in ch" : "must be EUR outside ch");
        }
        for (const lang of shop.languages) {
          if (!shop.options[lang]) issue(at("options", lang), "is missing");
          for (const [index, condition] of shop.shipping.versandkostenBedingungen.entries()) {
            if (!condition.label[lang]) {
              issue(at("shipping", "versandkostenBedingungen", index, "label", lang), "is missing");
            }
          }
        }
        if (seenIds.has(shop.shopId)) issue(at("shopId"), `${shop.shopId} is used twice`);
        seenIds.add(shop.shopId);
        for (const [index, domain] of shop.domains.entries()) {
          if (seenDomains.has(domain)) issue(at("domains", index), `${domain} is used twice`);
          seenDomains.add(domain);
        }
      }
    }
  });

export type ShopConfigFile = z.infer<typeof configSchema>;
export type ShopConfigEntry = z.infer<typeof shopSchema>;

/** A shop configuration that failed validation; the message names every bad field. */
export class ShopConfigError extends Error {
  override readonly name = "ShopConfigError";
}

export const defaultShopConfigFile = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "config",
  "shops.json",
);

/** Validates a parsed shop configuration. */
export function parseShopConfig(value: unknown, source = "shop configuration"): ShopConfigFile {
  const result = configSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`,
  );
  throw new ShopConfigError(`${source} is not valid:\n  ${problems.join("\n  ")}`);
}

/** Reads and validates the shop configuration file; a bad file throws a ShopConfigError. */
export function loadShopConfig(file = defaultShopConfigFile): ShopConfigFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ShopConfigError(`${file} cannot be read as JSON: ${String(error)}`);
  }
  return parseShopConfig(parsed, file);
}
