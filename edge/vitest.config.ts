import { defineConfig } from "vitest/config";

// Page tests seed an in-memory catalogue, load every slice's server renderer and render whole
// pages; on a busy CI machine (browser tests and builds running beside them) that takes a while.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 120_000 } });
