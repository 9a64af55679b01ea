export * from "./consent-record.ts";
