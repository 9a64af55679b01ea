/** The content service's tokens: published reads, draft reads (preview), and writes. */
export interface ContentTokens {
  readonly public: string;
  readonly preview: string;
  /** Without one, the management API is off: nobody can write content over HTTP. */
  readonly management: string | undefined;
}

/** Where and how the shop reads content (catalogue spec point 7). */
export interface ContentSettings {
  readonly tokens: ContentTokens;
  /**
   * The delivery API the shop's client calls (Storyblok's `https://api.storyblok.com/v2`), or
   * undefined for the embedded content service, called in-process.
   */
  readonly deliveryUrl: string | undefined;
}

/**
 * Development defaults of the read tokens (production sets its own); the management token has
 * none outside tests, like the release managers' token.
 */
export const developmentContentTokens: ContentTokens & { readonly management: string } = {
  public: "shop-content-public-dev",
  preview: "shop-content-preview-dev",
  management: "shop-content-management-dev",
};

/**
 * The content settings from the environment: `SHOP_CONTENT_PUBLIC_TOKEN`,
 * `SHOP_CONTENT_PREVIEW_TOKEN`, `SHOP_CONTENT_MANAGEMENT_TOKEN` and `SHOP_CONTENT_API_URL`.
 */
export function contentSettingsFromEnv(env: NodeJS.ProcessEnv): ContentSettings {
  return {
    tokens: {
      public: env.SHOP_CONTENT_PUBLIC_TOKEN || developmentContentTokens.public,
      preview: env.SHOP_CONTENT_PREVIEW_TOKEN || developmentContentTokens.preview,
      management: env.SHOP_CONTENT_MANAGEMENT_TOKEN || undefined,
    },
    deliveryUrl: env.SHOP_CONTENT_API_URL || undefined,
  };
}
