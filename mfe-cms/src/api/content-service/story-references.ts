/**
 * The uuids of the stories a content tree links to, as Storyblok's `resolve_links` collects them:
 * multilink fields of link type `story` (`{ fieldtype: "multilink", linktype: "story", id }`) and
 * rich text link marks to a story (`{ type: "link", attrs: { linktype: "story", uuid } }`).
 */
export function linkedStoryUuids(content: unknown): string[] {
  const found = new Set<string>();
  walk(content, (node) => {
    if (node.fieldtype === "multilink" && node.linktype === "story") {
      if (typeof node.id === "string" && node.id) found.add(node.id);
    }
    if (node.type === "link" && node.attrs !== null && typeof node.attrs === "object") {
      const { linktype, uuid } = node.attrs as Record<string, unknown>;
      if (linktype === "story" && typeof uuid === "string" && uuid) found.add(uuid);
    }
  });
  return [...found];
}

/**
 * The uuids a content tree relates to through the `component.field` names of
 * `resolve_relations`: a field holding a story uuid or a list of them.
 */
export function relatedStoryUuids(content: unknown, relations: readonly string[]): string[] {
  const found = new Set<string>();
  if (relations.length === 0) return [];
  walk(content, (node) => {
    if (typeof node.component !== "string") return;
    for (const [field, value] of Object.entries(node)) {
      if (!relations.includes(`${node.component}.${field}`)) continue;
      for (const uuid of Array.isArray(value) ? value : [value]) {
        if (typeof uuid === "string" && uuid) found.add(uuid);
      }
    }
  });
  return [...found];
}

function walk(value: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (value !== null && typeof value === "object") {
    const node = value as Record<string, unknown>;
    visit(node);
    for (const child of Object.values(node)) walk(child, visit);
  }
}
