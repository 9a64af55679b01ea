import type { SliceBuildConfig } from "@shop/shared/build";

export default {
  root: import.meta.dirname,
  name: "shell",
  browserEntry: "./src/browser/index.ts",
  serverEntry: "./src/server/index.tsx",
} satisfies SliceBuildConfig;
