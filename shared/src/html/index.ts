export * from "./escape-html.ts";
