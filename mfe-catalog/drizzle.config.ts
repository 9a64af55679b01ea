import { defineConfig } from "drizzle-kit";

// `npm run db:generate -w @shop/mfe-catalog` writes a new SQL migration when the catalogue's
// tables change; the search's views and vectors are custom migrations (`--custom`).
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/store/schema.ts"],
  out: "./migrations",
  schemaFilter: ["catalog"],
});
