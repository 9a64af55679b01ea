import { defineConfig } from "drizzle-kit";

// The consent team's tables (schema `consent`); `npm run db:generate -w @shop/mfe-consent` writes a
// new SQL migration into ./migrations when they change.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/store/consent-schema.ts"],
  schemaFilter: ["consent"],
  out: "./migrations",
});
