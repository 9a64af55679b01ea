/** One start tag's name and attributes (names lower-cased, values as written). */
export interface Tag {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** Where the tag ends in the document, so a caller can read an element's text after it. */
  readonly end: number;
}

const tagPattern = /<([a-zA-Z][\w-]*)\b([^>]*)>/g;
const attributePattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The start tags in a document. A regular expression is enough here: the edge's own markup is
 * the only input, and attribute values in it never contain `>`.
 */
export function startTags(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(tagPattern)) {
    const name = (match[1] ?? "").toLowerCase();
    const attributes: Record<string, string> = {};
    for (const attribute of (match[2] ?? "").matchAll(attributePattern)) {
      const key = (attribute[1] ?? "").toLowerCase();
      attributes[key] = decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? "");
    }
    tags.push({ name, attributes, end: match.index + match[0].length });
  }
  return tags;
}

/** The raw text of the element whose start tag ends at `tag.end` (for `<script>` JSON). */
export function elementText(html: string, tag: Tag): string {
  const close = html.indexOf(`</${tag.name}`, tag.end);
  return html.slice(tag.end, close === -1 ? undefined : close);
}

function decodeEntities(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
