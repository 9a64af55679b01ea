import { defineConfig } from "drizzle-kit";

// The platform's tables (schema `platform`); `npm run db:generate -w @shop/edge` writes a new SQL
// migration into ./migrations when they change. Each team generates its own in its slice.
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/db/platform-schema.ts",
    "./src/release/release-schema.ts",
    "./src/monitoring/monitoring-schema.ts",
  ],
  schemaFilter: ["platform"],
  out: process.env.DRIZZLE_OUT ?? "./migrations",
});
