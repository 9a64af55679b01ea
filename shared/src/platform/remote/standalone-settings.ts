import { minimumInternalTokenLength } from "./platform-api-contract.ts";

/** What a standalone slice process reads from its environment. */
export interface StandaloneSettings {
  readonly port: number;
  readonly host: string;
  /** `SHOP_EDGE_URL`: the edge whose `/_platform` API and public calls the process uses. */
  readonly edgeUrl: string;
  /** `SHOP_INTERNAL_TOKEN`: the secret shared with the edge. */
  readonly token: string;
  /** `DATABASE_URL`: the shop's PostgreSQL database (PGlite serves one process only). */
  readonly databaseUrl: string;
}

const required = {
  SHOP_EDGE_URL: "the edge's URL, whose /_platform API gives this process sessions and shops",
  SHOP_INTERNAL_TOKEN: `the secret shared with the edge, at least ${minimumInternalTokenLength} characters`,
  DATABASE_URL: "the shop's PostgreSQL database (the embedded PGlite serves one process only)",
} as const;

/**
 * Reads a standalone slice process's settings: `PORT` (default `defaultPort`), `HOST` (default
 * `127.0.0.1`: only the edge calls it), `SHOP_EDGE_URL`, `SHOP_INTERNAL_TOKEN`, `DATABASE_URL`.
 * Throws one error naming every missing or malformed value.
 */
export function standaloneSettings(
  env: NodeJS.ProcessEnv,
  options: { readonly defaultPort: number },
): StandaloneSettings {
  const problems = Object.entries(required)
    .filter(([name]) => !env[name])
    .map(([name, what]) => `${name} is missing (${what})`);
  const port = env.PORT ? Number(env.PORT) : options.defaultPort;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a port number, got "${env.PORT}"`);
  }
  const edgeUrl = env.SHOP_EDGE_URL ?? "";
  if (edgeUrl && !/^https?:\/\/[^\s/]+\/?$/.test(edgeUrl)) {
    problems.push(`SHOP_EDGE_URL must be an http(s) origin, got "${edgeUrl}"`);
  }
  const token = env.SHOP_INTERNAL_TOKEN ?? "";
  if (token && token.length < minimumInternalTokenLength) {
    problems.push(`SHOP_INTERNAL_TOKEN must be at least ${minimumInternalTokenLength} characters`);
  }
  const databaseUrl = env.DATABASE_URL ?? "";
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push("DATABASE_URL must be a postgres:// URL");
  }
  if (problems.length > 0) {
    throw new Error(`The slice API cannot start: ${problems.join("; ")}`);
  }
  return { port, host: env.HOST || "127.0.0.1", edgeUrl, token, databaseUrl };
}
