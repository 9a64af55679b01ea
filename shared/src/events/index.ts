export * from "./contracts.ts";
export * from "./commands.ts";
