export * from "./rspack-config.ts";
export * from "./build-slice.ts";
export * from "./lingui.ts";
export * from "./slice-contracts.ts";
export * from "./contract-compatibility.ts";
export * from "./version-ranges.ts";
