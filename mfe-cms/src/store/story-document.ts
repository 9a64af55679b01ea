import type { ContentBlock } from "@shop/shared";

/** A story's content: its root block (`component`, fields, `body` of blocks). */
export interface StoryContent {
  readonly component: string;
  readonly body?: readonly ContentBlock[];
  readonly [field: string]: unknown;
}

/** One version of a story (draft or published): the default language's content and translations. */
export interface StoryDocument {
  readonly content: StoryContent;
  /** The content in another language, whole (`fr`, `nl`); a missing language shows the default. */
  readonly translations: Readonly<Record<string, StoryContent>>;
}

/** A story's path in another language (Storyblok's translated slugs), folder included. */
export interface TranslatedSlug {
  readonly lang: string;
  readonly path: string;
  readonly name: string | null;
}
