import { HTTPException } from "hono/http-exception";
import type { ContentVersion } from "../../store/story-store.ts";

/** How linked stories come along (`resolve_links`); link resolving only for these (spec point 5). */
export type LinkResolving = "story" | "url" | "link";

/** The parsed query of a delivery call (catalogue spec point 7). */
export interface DeliveryQuery {
  readonly token: string;
  readonly version: ContentVersion;
  /** `default` (German) or one of the space's language codes. */
  readonly language: string;
  readonly startsWith: string | undefined;
  readonly byUuids: readonly string[] | undefined;
  readonly page: number;
  readonly perPage: number;
  readonly resolveRelations: readonly string[];
  readonly resolveLinks: LinkResolving | undefined;
  readonly excludingFields: readonly string[];
}

/** Storyblok's paging: 25 a page by default, 100 at most (catalogue spec point 9). */
export const perPageDefault = 25;
export const perPageMax = 100;

const bad = (message: string) => new HTTPException(400, { message });

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  if (!/^[1-9][0-9]{0,8}$/.test(value)) throw bad(`${name} must be a positive whole number`);
  return Number(value);
}

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The delivery API's query, checked: a malformed parameter is a 400 with a message saying which.
 * `per_page` above 100 is served as 100, as Storyblok does.
 */
export function deliveryQuery(
  query: Readonly<Record<string, string>>,
  languages: readonly string[],
): DeliveryQuery {
  const version = query.version ?? "published";
  if (version !== "published" && version !== "draft") {
    throw bad("version must be published or draft");
  }
  const language = query.language ?? "default";
  if (language !== "default" && !languages.includes(language)) {
    throw bad(`language must be default or one of ${languages.join(", ")}`);
  }
  if (query.cv !== undefined && !/^[0-9]{1,15}$/.test(query.cv)) {
    throw bad("cv must be a cache version number");
  }
  const resolveLinks = query.resolve_links;
  if (
    resolveLinks !== undefined &&
    !["1", "story", "url", "link", "0", ""].includes(resolveLinks)
  ) {
    throw bad("resolve_links must be story, url or link");
  }
  const resolveRelations = list(query.resolve_relations);
  if (resolveRelations.some((relation) => !/^[\w-]+\.[\w-]+$/.test(relation))) {
    throw bad("resolve_relations must list component.field names");
  }
  const byUuids = query.by_uuids === undefined ? undefined : list(query.by_uuids);
  return {
    token: query.token ?? "",
    version,
    language,
    startsWith: query.starts_with || undefined,
    byUuids,
    page: positiveInteger("page", query.page, 1),
    perPage: Math.min(positiveInteger("per_page", query.per_page, perPageDefault), perPageMax),
    resolveRelations,
    resolveLinks:
      resolveLinks === "1"
        ? "story"
        : resolveLinks === "0" || !resolveLinks
          ? undefined
          : (resolveLinks as LinkResolving),
    excludingFields: list(query.excluding_fields),
  };
}
