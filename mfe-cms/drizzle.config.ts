import { defineConfig } from "drizzle-kit";

// The content team's tables (schema `cms`); `npm run db:generate -w @shop/mfe-cms` writes a new
// SQL migration into ./migrations when they change.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/store/cms-schema.ts"],
  schemaFilter: ["cms"],
  out: "./migrations",
});
