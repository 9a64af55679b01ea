#!/usr/bin/env node
// Builds the slice in the current folder from its mfe.config.ts: `shop-build-mfe [--watch]`.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildSlice } from "./build-slice.ts";
import type { SliceBuildConfig } from "./rspack-config.ts";

const watch = process.argv.includes("--watch");
const configFile = path.resolve("mfe.config.ts");
const { default: slice } = (await import(pathToFileURL(configFile).href)) as {
  default: SliceBuildConfig;
};
await buildSlice(slice, { production: !watch, watch });
