// Server-only contracts between the platform (edge) and each slice's API: what the edge injects,
// what a slice's public server entry returns. No React, no browser code.
export * from "./database.ts";
export * from "./http.ts";
export * from "./logger.ts";
export * from "./mail.ts";
export * from "./rate-limits.ts";
export * from "./sessions.ts";
export * from "./session-cookies.ts";
export * from "./shops.ts";
export * from "./slice-api.ts";
export * from "./remote/index.ts";
export * from "./standalone.ts";
