import type { ContentBlock } from "@shop/shared";

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
