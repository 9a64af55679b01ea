export * from "./language-choice.ts";
export * from "./search-filters.ts";
