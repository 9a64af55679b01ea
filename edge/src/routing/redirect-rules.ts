import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { configuredLocation } from "@shop/shared";

/** Where a redirect sends the visitor and with which status (catalogue spec point 3). */
export interface RedirectTarget {
  /** The Location, as `configuredLocation` makes it: on the shop, or on the target's own origin. */
  readonly target: string;
  readonly statusCode: 301 | 302 | 303 | 307 | 308;
}

const statusCode = z.union([
  z.literal(301),
  z.literal(302),
  z.literal(303),
  z.literal(307),
  z.literal(308),
]);
const target = z
  .string()
  .refine(
    (to) => configuredLocation(to) !== undefined,
    "must be a path on the shop or an https address, without dot segments or backslashes",
  );

const rulesSchema = z.strictObject({
  $comment: z.string().optional(),
  rules: z.array(
    z.strictObject({ from: z.string().regex(/^\//, "must be a path"), to: target, statusCode }),
  ),
});

export const defaultRedirectRulesFile = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "config",
  "redirect-rules.json",
);

/**
 * The build-time redirect rules: exact paths, or a prefix ending in `*` whose rest is appended to
 * the target. Consulted before a page is declared not found.
 */
export class RedirectRules {
  private readonly rules: z.infer<typeof rulesSchema>["rules"];

  constructor(rules: z.infer<typeof rulesSchema>["rules"]) {
    this.rules = rules;
  }

  /** Reads and validates the rules file; a bad file throws with the field named. */
  static load(file = defaultRedirectRulesFile): RedirectRules {
    const result = rulesSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!result.success) {
      const problems = result.error.issues.map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
      throw new Error(`${file} is not valid:\n  ${problems.join("\n  ")}`);
    }
    return new RedirectRules(result.data.rules);
  }

  /**
   * The redirect for a decoded path, or undefined. A prefix rule's rest is encoded onto its target
   * (`configuredLocation`); a rest that would make the target unsafe matches no rule.
   */
  lookup(requestPath: string): RedirectTarget | undefined {
    for (const rule of this.rules) {
      const prefix = rule.from.endsWith("*") ? rule.from.slice(0, -1) : undefined;
      if (prefix === undefined ? rule.from !== requestPath : !requestPath.startsWith(prefix)) {
        continue;
      }
      const rest = prefix === undefined ? "" : requestPath.slice(prefix.length);
      const target = configuredLocation(rule.to, rest);
      return target ? { target, statusCode: rule.statusCode } : undefined;
    }
    return undefined;
  }
}
