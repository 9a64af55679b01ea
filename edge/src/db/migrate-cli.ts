// `npm run db:migrate`: applies every team's migrations (under the migration lock) to DATABASE_URL, or to the embedded PGlite data
// folder (SHOP_DATA_DIR) when no URL is set.
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "./configured-database.ts";

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
try {
  await handle.migrate();
  console.log(`migrations applied (${handle.kind})`);
} finally {
  await handle.close();
}
