// Module types for files the slices import through their rspack loaders.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "*.css";
