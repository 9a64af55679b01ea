import type { ContentVersion, StoryRow } from "../../store/story-store.ts";
import type { StoryContent } from "../../store/story-document.ts";

/** A story as Storyblok's delivery API v2 answers it (the fields the shop and its client read). */
export interface DeliveredStory {
  readonly id: number;
  readonly uuid: string;
  readonly name: string;
  readonly slug: string;
  /** The path in the requested language: its translated slug, else the default one. */
  readonly full_slug: string;
  readonly default_full_slug: string;
  readonly lang: string;
  readonly parent_id: number | null;
  readonly is_startpage: boolean;
  readonly content: StoryContent;
  readonly created_at: string;
  readonly updated_at: string;
  readonly published_at: string | null;
  readonly first_published_at: string | null;
  readonly translated_slugs: readonly {
    readonly lang: string;
    readonly path: string;
    readonly name: string | null;
    readonly published: boolean;
  }[];
}

/** A story's version in a language, with the content fields `excluding_fields` names left out. */
export function deliveredStory(
  story: StoryRow,
  version: ContentVersion,
  language: string,
  excludingFields: readonly string[] = [],
): DeliveredStory {
  const document = (version === "published" ? story.published : null) ?? story.draft;
  const content = document.translations[language] ?? document.content;
  const translatedPath = story.translatedSlugs.find((slug) => slug.lang === language)?.path;
  const fullSlug = translatedPath ?? story.fullSlug;
  return {
    id: story.id,
    uuid: story.uuid,
    name: story.translatedSlugs.find((slug) => slug.lang === language)?.name ?? story.name,
    slug: fullSlug.slice(fullSlug.lastIndexOf("/") + 1),
    full_slug: fullSlug,
    default_full_slug: story.fullSlug,
    lang: language,
    parent_id: story.parentId,
    is_startpage: story.slug === "home",
    content:
      excludingFields.length === 0
        ? content
        : (Object.fromEntries(
            Object.entries(content).filter(([field]) => !excludingFields.includes(field)),
          ) as StoryContent),
    created_at: story.createdAt.toISOString(),
    updated_at: story.updatedAt.toISOString(),
    published_at: story.publishedAt?.toISOString() ?? null,
    first_published_at: story.firstPublishedAt?.toISOString() ?? null,
    translated_slugs: story.translatedSlugs.map((slug) => ({
      ...slug,
      published: story.published !== null,
    })),
  };
}
