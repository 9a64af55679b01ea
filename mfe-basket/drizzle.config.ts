import { defineConfig } from "drizzle-kit";

// The basket team's tables (schema `basket`); `npm run db:generate -w @shop/mfe-basket` writes a
// new SQL migration into ./migrations when they change.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/store/basket-schema.ts"],
  schemaFilter: ["basket"],
  out: "./migrations",
});
