import { defineConfig } from "vitest/config";

// Page tests load every slice's server renderer and render whole pages; on a busy CI machine
// (browser tests running beside them) the first one can take seconds.
export default defineConfig({ test: { testTimeout: 20_000 } });
