import type { EdgeConfig } from "../config.ts";
import { migrations } from "../slices.ts";
import { openDatabase, type DatabaseHandle } from "./database.ts";

/** The database the configuration names (`DATABASE_URL`, else the embedded one), with every team's migrations. */
export function openConfiguredDatabase(
  config: Pick<EdgeConfig, "databaseUrl" | "dataDir">,
): Promise<DatabaseHandle> {
  return openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, migrations });
}
