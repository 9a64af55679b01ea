export * from "./category-trail.ts";
