import { Hono, type Context } from "hono";
import { microFrontends } from "@shop/shared";
import {
  assertMayRelease,
  mayRelease,
  releaseAuth,
  type ReleaseTokens,
  type ReleaseVariables,
} from "../release/admin-auth.ts";
import { releasePageCss, releasePageHtml } from "../release/release-page-html.ts";
import { parseReleaseCommand } from "../release/release-input.ts";
import type { ReleaseService } from "../release/release-service.ts";
import { ReleaseRefusal } from "../release/release-types.ts";

type PageContext = Context<{ Variables: ReleaseVariables }>;

/** A form post must come from this page: a browser sends its own origin on same-origin posts. */
function sameOrigin(c: PageContext): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin") return false;
  const origin = c.req.header("origin");
  if (origin === undefined) return site === "same-origin";
  try {
    return new URL(origin).host === c.req.header("host");
  } catch {
    return false;
  }
}

async function page(
  service: ReleaseService,
  c: PageContext,
  message?: { kind: "status" | "alert"; text: string },
  status: 200 | 400 | 403 | 404 | 409 | 422 = 200,
): Promise<Response> {
  const history = (await Promise.all(microFrontends.map((mfe) => service.history(mfe))))
    .flat()
    .sort((a, b) => b.id - a.id)
    .slice(0, 50);
  const access = c.get("access");
  const html = releasePageHtml({
    environment: service.environment,
    actor: c.get("actor"),
    mayRelease: (mfe) => mayRelease(access, mfe),
    slices: await service.status(),
    health: await service.health(),
    errors: await service.latestErrors(5),
    history,
    message,
  });
  return c.html(html, status);
}

/**
 * The release page for release managers (`/_release/`, mounted at the root), behind the admin
 * token or a team's token as HTTP Basic: live versions per shop, canaries, history, and a
 * one-click rollback that posts a form (a team token: its own slice only).
 */
export function releasePageRoutes(service: ReleaseService, tokens: ReleaseTokens): Hono {
  const app = new Hono<{ Variables: ReleaseVariables }>();
  app.use("/_release/*", releaseAuth({ tokens, json: false }));
  app.get("/_release", (c) => c.redirect("/_release/", 301));
  app.get("/_release/release.css", (c) =>
    c.body(releasePageCss, 200, { "content-type": "text/css; charset=utf-8" }),
  );
  app.get("/_release/", async (c) => {
    const done = c.req.query("done");
    return page(service, c, done ? { kind: "status", text: done.slice(0, 200) } : undefined);
  });
  app.post("/_release/rollback", async (c) => {
    if (!sameOrigin(c)) {
      return page(service, c, { kind: "alert", text: "Cross-site form posts are refused." }, 403);
    }
    const form = await c.req.parseBody();
    const input = {
      mfe: typeof form.mfe === "string" ? form.mfe : "",
      ...(typeof form.shop === "string" && form.shop ? { shop: form.shop } : {}),
      why: "rolled back on the release page",
    };
    const parsed = parseReleaseCommand("rollback", input, c.get("actor"));
    if ("error" in parsed) return page(service, c, { kind: "alert", text: parsed.error }, 400);
    try {
      assertMayRelease(c.get("access"), parsed.command.mfe);
      const { history } = await service.run(parsed.command);
      const text = `${history.mfe} rolled back from ${history.fromVersion ?? "?"} to ${history.toVersion ?? "?"} for ${history.shop || "all shops"}.`;
      return c.redirect(`/_release/?done=${encodeURIComponent(text)}`, 303);
    } catch (error) {
      if (error instanceof ReleaseRefusal) {
        return page(service, c, { kind: "alert", text: error.message }, error.status);
      }
      throw error;
    }
  });
  return app as unknown as Hono;
}
