// Requests per second through HAProxy with 1, 2 and 3 edge instances over one PostgreSQL
// (issue 25, decision 0044): the home page and a product page, 50 connections, 10 s each, as
// ratios to one instance. On a machine with two cores the instances share them with the
// balancer and the database, so the ratio says what a second core's worth of instances buys.
// Prints figures; asserts nothing.
import { Cluster } from "../edge/src/cluster/cluster.ts";
import { freePort } from "../edge/src/cluster/processes.ts";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { assertBuilt } from "./lib/edge.ts";
import { load } from "./lib/load.ts";
import { envNumber } from "./lib/paths.ts";
import { productPages } from "./lib/product-pages.ts";
import { printTable, writeResult } from "./lib/report.ts";
import { seedPostgres } from "./lib/seeded-postgres.ts";

const seconds = envNumber("BENCH_SECONDS", 10);
const connections = envNumber("BENCH_CONNECTIONS", 50);
const maxInstances = envNumber("BENCH_MAX_INSTANCES", 3);

assertBuilt();
const database = await temporaryPostgresDatabase("shop_bench_cluster");
try {
  await seedPostgres(database.url, 3000);
  const rows: { instances: number; home: number; product: number }[] = [];
  for (let instances = 1; instances <= maxInstances; instances += 1) {
    const cluster = await Cluster.start({
      instances,
      host: "127.0.0.1",
      port: await freePort(),
      databaseUrl: database.url,
      stdio: "ignore",
    });
    try {
      const [product] = await productPages(cluster.url, 1);
      if (!product) throw new Error("no product page");
      const options = { connections, headers: {}, until: { seconds } };
      // Warm every instance's caches before measuring.
      await load(`${cluster.url}/de/`, { ...options, until: { seconds: 3 } });
      await load(`${cluster.url}${product.path}`, { ...options, until: { seconds: 3 } });
      const home = await load(`${cluster.url}/de/`, options);
      const page = await load(`${cluster.url}${product.path}`, options);
      rows.push({
        instances,
        home: Math.round(home.requestsPerSecond),
        product: Math.round(page.requestsPerSecond),
      });
    } finally {
      await cluster.stop();
    }
  }
  const [one] = rows;
  const ratio = (value: number, base: number) => Math.round((value / base) * 100) / 100;
  printTable(
    `Through HAProxy (${connections} connections, ${seconds} s each)`,
    ["instances", "home req/s", "home ratio", "product req/s", "product ratio"],
    rows.map((row) => [
      row.instances,
      row.home,
      ratio(row.home, one!.home),
      row.product,
      ratio(row.product, one!.product),
    ]),
  );
  await writeResult("cluster-throughput", { seconds, connections, rows });
} finally {
  await database.drop();
}
