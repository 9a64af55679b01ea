// `npm run release -- <verb>`: publish a slice version, and the registry's verbs (decision 0017).
//   publish <mfe> [--from DIR]          build (or take a built version folder) and store it, immutable
//   versions <mfe>                      the published versions
//   status                              what is live per environment and shop, canaries, pins
//   history <mfe> [--shop S]
//   health <mfe>                        errors per page view of the live version and the one it
//                                       replaced, and of a running canary (decision 0037)
//   promote <mfe> <version> [--shop S] [--canary P [--auto-promote 30m]] [--why TEXT]
//   rollback <mfe> [--shop S] [--why TEXT]
//   pin <mfe> [--shop S] [--why TEXT] / unpin <mfe> [--shop S] [--why TEXT]
// Registry verbs call SHOP_RELEASE_API (a running edge) when set, with the slice's team token
// (SHOP_RELEASE_TOKEN_MFE_CATALOG) or SHOP_ADMIN_TOKEN, else an edge built in this process over
// DATABASE_URL or the embedded database. With SHOP_RELEASE_API, publish first asks that edge
// whether the token may release the slice. A published version is not live until promoted
// (decision 0023). `--who NAME` names the actor (default: $USER); `--json` prints the raw answer.
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { VersionExists } from "./artefact-bucket.ts";
import { buildAndPublish, publishVersion } from "./publish.ts";
import { formatAnswer } from "./cli-format.ts";
import { callerToken, httpReleaseClient, inProcessReleaseClient } from "./release-client.ts";
import { artefactBucket } from "./release-sources.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    shop: { type: "string" },
    canary: { type: "string" },
    "auto-promote": { type: "string" },
    why: { type: "string" },
    who: { type: "string" },
    from: { type: "string" },
    json: { type: "boolean" },
  },
});
const [verb, mfe, version] = positionals;
const actor = values.who ?? process.env.USER ?? os.userInfo().username;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** With a running edge named, its answer whether the caller's token may release `slice`. */
async function assertMayPublish(slice: string): Promise<void> {
  const api = process.env.SHOP_RELEASE_API;
  if (!api) return;
  const token = callerToken(process.env, slice);
  if (!token) fail("SHOP_RELEASE_API needs SHOP_ADMIN_TOKEN or the slice's SHOP_RELEASE_TOKEN_…");
  const client = httpReleaseClient(api, token, actor);
  const { status, body } = await client.call("GET", "/access");
  const access = body as { error?: string; slices?: string[]; actor?: string };
  if (status !== 200) fail(`refused: ${access.error ?? `the edge answered ${status}`}`);
  if (!access.slices?.includes(slice)) {
    fail(`refused: ${access.actor ?? "this token"} may release only ${access.slices?.join(", ")}`);
  }
}

async function publish(): Promise<void> {
  if (!mfe) fail("usage: release publish <mfe> [--from DIR]");
  await assertMayPublish(mfe);
  const bucket = artefactBucket(loadConfig().release);
  try {
    const published = values.from
      ? await publishVersion(bucket, mfe, path.resolve(values.from))
      : await buildAndPublish(bucket, mfe);
    console.log(
      `published ${mfe}@${published} to ${bucket.location}; shoppers see it once promoted:\n` +
        `  npm run release -- promote ${mfe} ${published}`,
    );
  } catch (error) {
    fail(error instanceof VersionExists || error instanceof Error ? error.message : String(error));
  }
}

function request(): { method: "GET" | "POST"; path: string; body?: unknown } {
  const scope = {
    ...(values.shop ? { shop: values.shop } : {}),
    ...(values.why ? { why: values.why } : {}),
  };
  const needSlice = () => mfe ?? fail(`usage: release ${verb ?? ""} <mfe>`);
  switch (verb) {
    case "status":
      return { method: "GET", path: "/status" };
    case "history":
      return {
        method: "GET",
        path: `/history/${needSlice()}${values.shop ? `?shop=${encodeURIComponent(values.shop)}` : ""}`,
      };
    case "health":
      return { method: "GET", path: `/health/${needSlice()}` };
    case "versions":
      return { method: "GET", path: `/versions/${needSlice()}` };
    case "promote": {
      if (!mfe || !version)
        fail(
          "usage: release promote <mfe> <version> [--shop S] [--canary P [--auto-promote 30m]] [--why TEXT]",
        );
      const canary = values.canary === undefined ? undefined : Number(values.canary);
      return {
        method: "POST",
        path: "/promote",
        body: {
          mfe,
          version,
          ...scope,
          ...(canary === undefined ? {} : { canary }),
          ...(values["auto-promote"] === undefined ? {} : { autoPromote: values["auto-promote"] }),
        },
      };
    }
    case "rollback":
    case "pin":
    case "unpin":
      return { method: "POST", path: `/${verb}`, body: { mfe: needSlice(), ...scope } };
    default:
      return fail(
        "usage: release <publish|versions|status|history|health|promote|rollback|pin|unpin> … (see edge/src/release/cli.ts)",
      );
  }
}

if (verb === "publish") {
  await publish();
} else {
  const call = request();
  const api = process.env.SHOP_RELEASE_API;
  const token = callerToken(process.env, mfe);
  if (api && !token) {
    fail("SHOP_RELEASE_API needs SHOP_ADMIN_TOKEN or the slice's SHOP_RELEASE_TOKEN_<SLICE>");
  }
  const client =
    api && token ? httpReleaseClient(api, token, actor) : await inProcessReleaseClient(actor);
  try {
    const { status, body } = await client.call(call.method, call.path, call.body);
    console.log(values.json ? JSON.stringify(body, null, 2) : formatAnswer(verb ?? "", body));
    if (status >= 400) process.exitCode = 1;
  } finally {
    await client.close();
  }
}
