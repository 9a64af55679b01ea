import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { isMicroFrontend, microFrontends } from "@shop/shared";
import {
  assertMayRelease,
  releaseAuth,
  type ReleaseTokens,
  type ReleaseVariables,
} from "../release/admin-auth.ts";
import { parseReleaseCommand, releaseVerbs, type ReleaseVerb } from "../release/release-input.ts";
import type { ReleaseService } from "../release/release-service.ts";
import { ReleaseRefusal } from "../release/release-types.ts";
import { jsonBody } from "@shop/shared/platform";

type AdminContext = Context<{ Variables: ReleaseVariables }>;

/**
 * Runs a verb and answers it: 200 with the new state, or the refusal's status saying why (403 for
 * a team token on another team's slice). A team token's actor is always its team; the admin may
 * name someone else in `actor`.
 */
export async function runVerb(
  service: ReleaseService,
  c: AdminContext,
  verb: ReleaseVerb,
  input: unknown,
): Promise<Response> {
  const parsed = parseReleaseCommand(verb, input, c.get("actor"));
  if ("error" in parsed) return c.json({ error: parsed.error }, 400);
  const access = c.get("access");
  const command = access.admin ? parsed.command : { ...parsed.command, actor: c.get("actor") };
  try {
    assertMayRelease(access, command.mfe);
    return c.json(await service.run(command));
  } catch (error) {
    if (error instanceof ReleaseRefusal) {
      return c.json({ error: error.message, reasons: error.reasons }, error.status);
    }
    throw error;
  }
}

function sliceParam(c: AdminContext): string {
  const mfe = c.req.param("mfe") ?? "";
  if (!isMicroFrontend(mfe)) {
    throw new HTTPException(404, { message: `There is no micro-frontend ${mfe}` });
  }
  return mfe;
}

/**
 * The admin API of the release registry (`/api/release`), the same verbs as the CLI:
 * `GET status`, `GET history/{mfe}?shop=`, `GET health/{mfe}`, `GET versions/{mfe}`, `GET access` (who the token is
 * and which slices it may release), and `POST promote | rollback | pin | unpin` with a JSON body.
 * Behind the admin token or a team's token (its own slice only); a refusal changes nothing.
 */
export function releaseApiRoutes(service: ReleaseService, tokens: ReleaseTokens): Hono {
  const app = new Hono<{ Variables: ReleaseVariables }>();
  app.use("*", releaseAuth({ tokens, json: true }));
  app.get("/access", (c) => {
    const access = c.get("access");
    return c.json({
      actor: c.get("actor"),
      admin: access.admin,
      slices: access.admin ? microFrontends : access.slices,
    });
  });
  app.get("/status", async (c) =>
    c.json({ environment: service.environment, slices: await service.status() }),
  );
  app.get("/history/:mfe", async (c) => {
    const shop = c.req.query("shop");
    return c.json({ history: await service.history(sliceParam(c), shop) });
  });
  app.get("/health/:mfe", async (c) => c.json({ health: await service.health(sliceParam(c)) }));
  app.get("/versions/:mfe", async (c) =>
    c.json({ versions: await service.versions(sliceParam(c)) }),
  );
  for (const verb of releaseVerbs) {
    app.post(`/${verb}`, async (c) => runVerb(service, c, verb, await jsonBody(c)));
  }
  return app as unknown as Hono;
}
