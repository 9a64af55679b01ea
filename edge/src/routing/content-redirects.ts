import { readFileSync } from "node:fs";
import path from "node:path";
import type { Brand } from "@shop/shared";
import type { RedirectTarget } from "./redirect-rules.ts";

/**
 * Redirects managed with the content (old campaign addresses, renamed pages), answered by
 * `GET /api/shop/redirect/{path}`. The embedded default reads `content/redirects.json`; the
 * content service or the database plugs in behind this interface.
 */
export interface RedirectSource {
  lookup(brand: Brand, requestPath: string): Promise<RedirectTarget | undefined>;
}

type RedirectFile = Partial<Record<Brand, Record<string, RedirectTarget>>>;

export class FileRedirectSource implements RedirectSource {
  private readonly redirects: RedirectFile;

  constructor(file = path.resolve(import.meta.dirname, "..", "..", "content", "redirects.json")) {
    this.redirects = JSON.parse(readFileSync(file, "utf8")) as RedirectFile;
  }

  lookup(brand: Brand, requestPath: string): Promise<RedirectTarget | undefined> {
    return Promise.resolve(this.redirects[brand]?.[requestPath]);
  }
}
