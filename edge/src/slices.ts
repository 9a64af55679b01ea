// The slices the edge mounts, each through its public server entry (`@shop/mfe-<team>/api`),
// over the platform's services. The only place the edge names a team's API.
import { fileURLToPath } from "node:url";
import { accountApi, accountMigrations } from "@shop/mfe-account/api";
import { basketApi, basketMigrations } from "@shop/mfe-basket/api";
import { catalogApi, catalogMigrations, type ImageLimits } from "@shop/mfe-catalog/api";
import { cmsApi, cmsMigrations } from "@shop/mfe-cms/api";
import { consentApi, consentMigrations } from "@shop/mfe-consent/api";
import type { PlatformServices, SliceMigrations } from "@shop/shared/platform";

/** The platform's own tables (sessions, rate limits, redirects, release registry). */
export const platformMigrations: SliceMigrations = {
  owner: "edge",
  schema: "platform",
  folder: fileURLToPath(new URL("../migrations", import.meta.url)),
};

/** Every team's migrations in the order the runner applies them: the platform's first. */
export const migrations: readonly SliceMigrations[] = [
  platformMigrations,
  catalogMigrations,
  accountMigrations,
  basketMigrations,
  cmsMigrations,
  consentMigrations,
];

/** What the edge's configuration gives the slices besides the platform's services. */
export interface SliceSettings {
  readonly imageDir: string;
  readonly imageCacheDir: string;
  readonly imageLimits: ImageLimits;
  readonly passwordRangeUrl: string | undefined;
}

/**
 * Builds every slice's API over the platform's services and wires the calls between teams: the
 * basket reads product lines from the catalogue, the content team's campaigns read a page's
 * product or category facts from it, a sign-in merges the visitor's basket and
 * wishlist into the account's, and a deleted account's baskets and wishlists go with it.
 */
export function sliceApis(platform: PlatformServices, settings: SliceSettings) {
  const catalog = catalogApi({
    ...platform,
    imageDir: settings.imageDir,
    imageCacheDir: settings.imageCacheDir,
    imageLimits: settings.imageLimits,
  });
  const basket = basketApi({ ...platform, catalogue: catalog.lines });
  const account = accountApi({
    ...platform,
    passwordRangeUrl: settings.passwordRangeUrl,
    afterSignIn: (session, userId) => basket.mergeIntoAccount(session, userId),
    beforeAccountDeleted: (userId) => basket.forgetAccount(userId),
  });
  return {
    "mfe-catalog": catalog,
    "mfe-basket": basket,
    "mfe-account": account,
    "mfe-cms": cmsApi({ ...platform, catalogue: catalog.facts }),
    "mfe-consent": consentApi(platform),
  } as const;
}

export type SliceApis = ReturnType<typeof sliceApis>;
