// `npm run start:cluster -- --instances 3 [--port 3000]`: the scale-out mode (issue 25, decision
// 0044). Several edge instances over the PostgreSQL of DATABASE_URL behind HAProxy, which
// checks each instance's `/readyz`. Ctrl-C (or SIGTERM) drains and stops them all; SIGHUP
// restarts the instances one after the other without losing a request.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { Cluster } from "./cluster.ts";

const { values } = parseArgs({
  options: {
    instances: { type: "string", default: "2" },
    port: { type: "string", default: process.env.PORT ?? "3000" },
    host: { type: "string", default: process.env.HOST ?? "127.0.0.1" },
  },
});
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error("--instances must be a whole number from 1 to 16");
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    [
      "The scale-out mode runs several edge instances over one PostgreSQL: set DATABASE_URL.",
      "On this machine, for example:",
      "  createdb -h 127.0.0.1 -U postgres shop",
      "  DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop npm run start:cluster -- --instances 3",
      "(One instance on the embedded database is `npm start`.)",
    ].join("\n"),
  );
  process.exit(2);
}

// Migrations and the demo catalogue, once, before any instance starts (a catalogue that holds
// products is left as it is).
execFileSync(process.execPath, [path.resolve(import.meta.dirname, "..", "db", "seed-cli.ts")], {
  stdio: "inherit",
});
const cluster = await Cluster.start({ instances, port, host: values.host, databaseUrl });
console.log(
  JSON.stringify({ event: "cluster.ready", url: cluster.url, instances: cluster.instanceNames }),
);

let busy = false;
process.on("SIGHUP", () => {
  if (busy) return;
  busy = true;
  void cluster.rollingRestart().finally(() => {
    busy = false;
    console.log(JSON.stringify({ event: "cluster.restarted" }));
  });
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cluster.stop().then(() => process.exit(0)));
}
