import { isMicroFrontend, parseDuration } from "@shop/shared";
import { z } from "zod";
import type { ReleaseCommand } from "./release-types.ts";

const mfe = z.string().refine(isMicroFrontend, { message: "is not a micro-frontend of the shop" });
const version = z.string().regex(/^[0-9a-f]{12}$/, "must be a 12-character content version");
const shop = z
  .string()
  .regex(/^[a-z]+-[a-z]{2}$/, "must be a shop id such as home-de")
  .optional();
const text = (max: number) => z.string().trim().max(max).optional();

const scoped = z.object({ mfe, shop, why: text(500), actor: text(100) }).strict();
const schemas = {
  promote: scoped.extend({
    version,
    canary: z.number().int().min(0).max(100).optional(),
    /** `30m`: the canary analysis promotes the canary after this long if it is healthy. */
    autoPromote: z
      .string()
      .refine((value) => parseDuration(value) !== undefined, {
        message: "must be a duration such as 30m, 90s or 2h",
      })
      .optional(),
  }),
  rollback: scoped,
  pin: scoped,
  unpin: scoped,
} as const;

export type ReleaseVerb = keyof typeof schemas;
export const releaseVerbs = Object.keys(schemas) as ReleaseVerb[];

/**
 * Validates a verb's input (JSON body or CLI flags) into a command, or returns the problems as
 * one message for a 400 answer. `actor` falls back to who is authenticated.
 */
export function parseReleaseCommand(
  verb: ReleaseVerb,
  input: unknown,
  actor: string,
): { command: ReleaseCommand } | { error: string } {
  const parsed = schemas[verb].safeParse(input);
  if (!parsed.success) {
    return {
      error: parsed.error.issues
        .map((issue) => `${issue.path.join(".") || "body"} ${issue.message}`)
        .join("; "),
    };
  }
  const data = parsed.data;
  const common = {
    mfe: data.mfe,
    shop: data.shop ?? "",
    actor: data.actor || actor,
    why: data.why ?? "",
  };
  if (verb === "promote") {
    const promote = data as z.infer<(typeof schemas)["promote"]>;
    const after =
      promote.autoPromote === undefined ? undefined : parseDuration(promote.autoPromote);
    const canary = promote.canary ?? 100;
    if (after !== undefined && (canary < 1 || canary > 99)) {
      return { error: "autoPromote needs a canary of 1 to 99 %" };
    }
    return {
      command: {
        verb,
        ...common,
        version: promote.version,
        canaryPercent: promote.canary,
        ...(after === undefined
          ? {}
          : { autoPromoteAt: new Date(Date.now() + after).toISOString() }),
      },
    };
  }
  return { command: { verb, ...common } };
}
