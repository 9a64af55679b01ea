import type { ContentBlock } from "@shop/shared";
import type { ContentLink } from "../api/content-link.ts";

/** A block's text field; content from the service is untyped, so anything else reads as empty. */
export function textField(block: ContentBlock, field: string): string {
  const value = block[field];
  return typeof value === "string" ? value : "";
}

/** A block's list of texts (paragraphs, say); non-text entries are dropped. */
export function textListField(block: ContentBlock, field: string): string[] {
  const value = block[field];
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === "string")
    : [];
}

/** A block's link: a plain address, or a content link the API resolved (`{ href, target }`). */
export function linkField(block: ContentBlock, field: string): ContentLink | undefined {
  const value = block[field];
  if (typeof value === "string") return value ? { href: value } : undefined;
  if (value === null || typeof value !== "object" || !("href" in value)) return undefined;
  const { href, target } = value as Record<string, unknown>;
  if (typeof href !== "string") return undefined;
  return typeof target === "string" ? { href, target } : { href };
}

/** A block's nested blocks (a grid's columns, an accordion's items); anything else is dropped. */
export function blocksField(block: ContentBlock, field: string): ContentBlock[] {
  const value = block[field];
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is ContentBlock =>
          entry !== null &&
          typeof entry === "object" &&
          typeof (entry as { component?: unknown }).component === "string" &&
          typeof (entry as { _uid?: unknown })._uid === "string",
      )
    : [];
}

/** Where a link opens: its target, kept from reaching back into this page (`noopener`). */
export function linkTargetProps(link: ContentLink): { target?: string; rel?: string } {
  return link.target ? { target: link.target, rel: "noopener" } : {};
}
