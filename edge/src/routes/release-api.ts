import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { isMicroFrontend } from "@shop/shared";
import { adminAuth, type AdminVariables } from "../release/admin-auth.ts";
import { parseReleaseCommand, releaseVerbs, type ReleaseVerb } from "../release/release-input.ts";
import type { ReleaseService } from "../release/release-service.ts";
import { ReleaseRefusal } from "../release/release-types.ts";
import { jsonBody } from "@shop/shared/platform";

type AdminContext = Context<{ Variables: AdminVariables }>;

/** Runs a verb and answers it: 200 with the new state, or the refusal's status saying why. */
export async function runVerb(
  service: ReleaseService,
  c: AdminContext,
  verb: ReleaseVerb,
  input: unknown,
): Promise<Response> {
  const parsed = parseReleaseCommand(verb, input, c.get("actor"));
  if ("error" in parsed) return c.json({ error: parsed.error }, 400);
  try {
    return c.json(await service.run(parsed.command));
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
 * `GET status`, `GET history/{mfe}?shop=`, `GET versions/{mfe}`, and `POST promote | rollback |
 * pin | unpin` with a JSON body. Behind the admin token; a refusal changes nothing.
 */
export function releaseApiRoutes(service: ReleaseService, token: string | undefined): Hono {
  const app = new Hono<{ Variables: AdminVariables }>();
  app.use("*", adminAuth({ token, json: true }));
  app.get("/status", async (c) =>
    c.json({ environment: service.environment, slices: await service.status() }),
  );
  app.get("/history/:mfe", async (c) => {
    const shop = c.req.query("shop");
    return c.json({ history: await service.history(sliceParam(c), shop) });
  });
  app.get("/versions/:mfe", async (c) =>
    c.json({ versions: await service.versions(sliceParam(c)) }),
  );
  for (const verb of releaseVerbs) {
    app.post(`/${verb}`, async (c) => runVerb(service, c, verb, await jsonBody(c)));
  }
  return app as unknown as Hono;
}
