export * from "./routes.ts";
export * from "./request-input.ts";
export * from "./safe-location.ts";
