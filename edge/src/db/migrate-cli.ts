// `npm run db:migrate`: applies the migrations to DATABASE_URL, or to the embedded PGlite data
// folder (SHOP_DATA_DIR) when no URL is set.
import { loadConfig } from "../config.ts";
import { openDatabase } from "./database.ts";

const config = loadConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  console.log(`migrations applied (${handle.kind})`);
} finally {
  await handle.close();
}
