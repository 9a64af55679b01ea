// Login latency (argon2id's cost dominates) and `GET /api/user/` throughput for a signed-in
// shopper, over real HTTP against the edge on a PostgreSQL database made for the run. Prints
// figures; asserts nothing.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { startEdge } from "./lib/edge.ts";
import { load } from "./lib/load.ts";
import { envNumber } from "./lib/paths.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { percentile } from "./lib/timing.ts";

const logins = envNumber("BENCH_AUTH_LOGINS", 60);
const seconds = envNumber("BENCH_SECONDS", 10);
const connections = envNumber("BENCH_CONNECTIONS", 50);
const password = "Bench-Passwort-2024";
const email = "bench.kunde@example.org";

const database = await temporaryPostgresDatabase("shop_bench_auth");
const outbox = await mkdtemp(path.join(os.tmpdir(), "shop-bench-outbox-"));
const edge = await startEdge({ DATABASE_URL: database.url, SHOP_OUTBOX_DIR: outbox });

async function post(pathname: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${edge.url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

try {
  const registered = await post("/api/user/auth/register/?locale=de-de", {
    first_name: "Bench",
    last_name: "Kunde",
    gender: "d",
    email,
    register_password: password,
    newsletter: false,
  });
  if (!registered.ok) throw new Error(`register answered ${registered.status}`);

  // One after another: the latency a shopper sees when the edge is otherwise idle.
  const samples: number[] = [];
  let cookie = "";
  for (let index = 0; index < logins; index += 1) {
    const started = performance.now();
    const response = await post("/api/user/auth/login/?locale=de-de", { email, password });
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`login answered ${response.status}`);
    cookie = /sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? "";
  }
  // Eight at once: argon2 runs on libuv's thread pool, so logins queue behind each other.
  const concurrent: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const started = performance.now();
        await post("/api/user/auth/login/?locale=de-de", { email, password });
        concurrent.push(performance.now() - started);
      }),
    );
  }

  const userUrl = `${edge.url}/api/user/?locale=de-de`;
  await load(userUrl, { connections, headers: { cookie }, until: { requests: 2000 } });
  const run = await load(userUrl, { connections, headers: { cookie }, until: { seconds } });

  const figures = {
    loginP50Ms: ms(percentile(samples, 50)),
    loginP95Ms: ms(percentile(samples, 95)),
    loginP95At8ConcurrentMs: ms(percentile(concurrent, 95)),
    userRequestsPerSecond: Math.round(run.requestsPerSecond),
    userP99Ms: run.latencyP99Ms,
    userNon2xx: run.non2xx,
  };
  printTable(
    `Auth over HTTP (PostgreSQL, ${logins} logins, GET /api/user/ for ${seconds} s at ${connections} connections)`,
    ["login p50 ms", "login p95 ms", "p95 at 8 at once", "user req/s", "user p99 ms", "non-2xx"],
    [
      [
        figures.loginP50Ms,
        figures.loginP95Ms,
        figures.loginP95At8ConcurrentMs,
        figures.userRequestsPerSecond,
        figures.userP99Ms,
        figures.userNon2xx,
      ],
    ],
  );
  await writeResult("auth", { logins, seconds, connections, ...figures });
} finally {
  await edge.stop();
  await database.drop();
  await rm(outbox, { recursive: true, force: true });
}
