import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VersionExists } from "./artefact-bucket.ts";
import { contentVersion } from "./content-version.ts";
import { S3ArtefactBucket } from "./s3-artefact-bucket.ts";
import { builtVersionFolder } from "./testing/derived-version.ts";

/**
 * An in-process S3-compatible fake on loopback: path-style PUT (with `If-None-Match: *`), GET,
 * HEAD and ListObjectsV2 with a delimiter. It insists on a SigV4 authorization header; the
 * signature itself is checked against AWS's published example in sigv4.test.ts.
 */
function fakeS3(): { server: Server; objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (!/^AWS4-HMAC-SHA256 Credential=test-key\//.test(request.headers.authorization ?? "")) {
        response.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
        return;
      }
      const url = new URL(request.url ?? "/", "http://fake");
      const [, bucket = "", ...rest] = url.pathname.split("/");
      const key = decodeURIComponent(rest.join("/"));
      if (bucket !== "artefacts") {
        response.writeHead(404).end();
        return;
      }
      if (request.method === "PUT") {
        if (request.headers["if-none-match"] === "*" && objects.has(key)) {
          response.writeHead(412).end();
          return;
        }
        objects.set(key, Buffer.concat(chunks));
        response.writeHead(200).end();
        return;
      }
      if (request.method === "GET" && !key && url.searchParams.get("list-type") === "2") {
        const prefix = url.searchParams.get("prefix") ?? "";
        const prefixes = new Set<string>();
        for (const name of objects.keys()) {
          if (!name.startsWith(prefix)) continue;
          const slash = name.indexOf("/", prefix.length);
          if (slash >= 0) prefixes.add(name.slice(0, slash + 1));
        }
        const xml = [...prefixes]
          .map((one) => `<CommonPrefixes><Prefix>${one}</Prefix></CommonPrefixes>`)
          .join("");
        response
          .writeHead(200, { "content-type": "application/xml" })
          .end(`<ListBucketResult>${xml}</ListBucketResult>`);
        return;
      }
      const object = objects.get(key);
      if (!object) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "content-length": object.length });
      response.end(request.method === "HEAD" ? undefined : object);
    });
  });
  return { server, objects };
}

const fake = fakeS3();
const cacheDir = path.join(os.tmpdir(), `shop-test-s3-cache-${process.pid}`);
let bucket: S3ArtefactBucket;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  const { port } = fake.server.address() as AddressInfo;
  bucket = new S3ArtefactBucket(
    {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: "artefacts",
      region: "eu-central-1",
      accessKeyId: "test-key",
      secretAccessKey: "test-secret",
      prefix: "shop/",
    },
    cacheDir,
  );
});

afterAll(async () => {
  await new Promise((resolve) => fake.server.close(resolve));
  await fs.rm(cacheDir, { recursive: true, force: true });
});

describe("S3ArtefactBucket", () => {
  it("publishes a version once, lists it, and fetches it into a local folder", async () => {
    const { version, folder } = builtVersionFolder("mfe-catalog");
    expect(await bucket.exists("mfe-catalog", version)).toBe(false);
    await bucket.put("mfe-catalog", version, folder);
    expect(fake.objects.has(`shop/mfe-catalog/${version}/server/renderer.js`)).toBe(true);
    expect(await bucket.exists("mfe-catalog", version)).toBe(true);
    await expect(bucket.put("mfe-catalog", version, folder)).rejects.toBeInstanceOf(VersionExists);
    expect((await bucket.versions("mfe-catalog")).map((one) => one.version)).toEqual([version]);

    const local = await bucket.localFolder("mfe-catalog", version);
    expect(local).toBe(path.join(cacheDir, "mfe-catalog", version));
    expect(await contentVersion(local ?? "")).toBe(version);
    expect(await bucket.localFolder("mfe-catalog", "0123456789ab")).toBeUndefined();
  });
});
