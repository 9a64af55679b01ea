import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration when schema.ts changes.
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/db/schema.ts",
    "./src/identity/identity-schema.ts",
    "./src/basket/basket-schema.ts",
    "./src/release/release-schema.ts",
  ],
  out: "./migrations",
});
