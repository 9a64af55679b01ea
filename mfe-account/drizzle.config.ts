import { defineConfig } from "drizzle-kit";

// The account team's tables (schema `account`); `npm run db:generate -w @shop/mfe-account` writes
// a new SQL migration into ./migrations when they change.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/store/schema.ts"],
  out: "./migrations",
  schemaFilter: ["account"],
});
