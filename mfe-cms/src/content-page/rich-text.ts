import { renderRichText, type StoryblokRichTextNode } from "@storyblok/richtext";
import type { ContentBlock } from "@shop/shared";

/** A rich text document of the content system (`{ type: "doc", content: [...] }`). */
export interface RichTextDocument {
  readonly type: "doc";
  readonly content: readonly Readonly<Record<string, unknown>>[];
}

/** A run of rich text as markup, or the blocks an editor embedded in it. */
export type RichTextSegment =
  | { readonly kind: "html"; readonly html: string }
  | { readonly kind: "blocks"; readonly blocks: readonly ContentBlock[] };

/**
 * Content images through Storyblok's image service with the spec's content defaults (catalogue
 * spec point 9: webp, quality 70), loaded lazily.
 */
export const contentImageOptions = {
  loading: "lazy",
  filters: { quality: 70, format: "webp" },
} as const;

export function isRichTextDocument(value: unknown): value is RichTextDocument {
  return (
    value !== null &&
    typeof value === "object" &&
    (value as { type?: unknown }).type === "doc" &&
    Array.isArray((value as { content?: unknown }).content)
  );
}

/**
 * A rich text document as segments (catalogue spec point 3: every node and mark through
 * `@storyblok/richtext`, text and attributes escaped): the markup between embedded blocks, and
 * each run of embedded blocks, which the page renders as blocks.
 */
export function richTextSegments(document: RichTextDocument): RichTextSegment[] {
  const segments: RichTextSegment[] = [];
  let run: Readonly<Record<string, unknown>>[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const html = renderRichText({ type: "doc", content: run } as unknown as StoryblokRichTextNode, {
      optimizeImage: contentImageOptions,
    });
    if (html) segments.push({ kind: "html", html });
    run = [];
  };
  for (const node of document.content) {
    if (node.type !== "blok") {
      run.push(node);
      continue;
    }
    flush();
    const body: unknown = (node.attrs as { body?: unknown } | undefined)?.body;
    const blocks = Array.isArray(body) ? body.filter(isContentBlock) : [];
    if (blocks.length > 0) segments.push({ kind: "blocks", blocks });
  }
  flush();
  return segments;
}

function isContentBlock(value: unknown): value is ContentBlock {
  return (
    value !== null &&
    typeof value === "object" &&
    typeof (value as { component?: unknown }).component === "string"
  );
}
