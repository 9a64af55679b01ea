/** A content block of a story (Storyblok's shape: `component` names the block type). */
export interface ContentBlock {
  readonly _uid: string;
  readonly component: string;
  readonly [field: string]: unknown;
}

/** A story as the content service delivers it (`/cdn/stories/{slug}`). */
export interface ContentStory {
  readonly uuid: string;
  readonly name: string;
  readonly full_slug: string;
  readonly content: {
    readonly component: string;
    readonly title?: string;
    readonly description?: string;
    readonly body: readonly ContentBlock[];
  };
  readonly translated_slugs?: readonly { readonly lang: string; readonly path: string }[];
}

/** `GET /api/cms/{slug or _}`: the page and its language alternates. */
export interface CmsPageResponse {
  readonly page: ContentStory;
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}
