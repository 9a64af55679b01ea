import { createRequire } from "node:module";
import path from "node:path";
import { rspack, type Configuration, type RuleSetRule } from "@rspack/core";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { remoteEntryFile } from "../src/composition/runtime-config.ts";
import type { ShopEventType } from "../src/events/contracts.ts";

const require = createRequire(import.meta.url);

/** A slice's build description, read from its `mfe.config.ts`. */
export interface SliceBuildConfig {
  /** The slice's package folder. */
  readonly root: string;
  /** `mfe-catalog`, `shell`, … */
  readonly name: string;
  /** Browser modules exposed through Module Federation (remotes only): `./{fragment}` → file. */
  readonly exposes?: Readonly<Record<string, string>>;
  /**
   * Packages this slice shares as singletons with the other slices that use them (Redux Toolkit,
   * React Redux, Formik, Yup: decision 0032), such as `["react-redux"]`. The shell does not
   * provide them, so a page without such a slice never loads them; on a page with several, the
   * first one loaded provides the one copy.
   */
  readonly sliceSingletons?: readonly string[];
  /** The shell's browser entry (the host only). */
  readonly browserEntry?: string;
  /** The server module the edge calls (fragment renderer or layout renderer). */
  readonly serverEntry: string;
  /**
   * Older contract versions this slice's code still works with, while a breaking change of an
   * event or of the fragment props rolls out (decision 0027), such as
   * `{ events: { "basket:add-item": [1] } }`: on the handler first, then the emitter's release with
   * the new version, then drop it.
   */
  readonly compatibleWith?: {
    readonly events?: Readonly<Partial<Record<ShopEventType, readonly number[]>>>;
    readonly fragmentProps?: readonly number[];
  };
}

export interface BuildMode {
  readonly production: boolean;
  readonly outputDir: string;
}

/** Packages the shell provides and every slice consumes as singletons: one React on the page. */
const singletonPackages: readonly { readonly request: string; readonly packageName: string }[] = [
  { request: "react", packageName: "react" },
  { request: "react/jsx-runtime", packageName: "react" },
  { request: "react-dom", packageName: "react-dom" },
  { request: "react-dom/client", packageName: "react-dom" },
  { request: "@lingui/core", packageName: "@lingui/core" },
  { request: "@lingui/react", packageName: "@lingui/react" },
  { request: "single-spa-react", packageName: "single-spa-react" },
];

/** The Module Federation `shared` configuration of the shell and every slice. */
export function sharedSingletons(): Record<
  string,
  { singleton: true; requiredVersion: string; version: string }
> {
  return Object.fromEntries(
    singletonPackages.map(({ request, packageName }) => {
      const version = readVersion(packageName);
      return [request, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

/**
 * What a slice's browser build shares: the same singletons, consumed only (`import: false`). The
 * shell always provides them, so a slice bundles no fallback copy and its remote entry registers
 * none (decision 0021). The manifest still lists each with its required range for the release
 * checks.
 */
export function consumedSingletons(): Record<
  string,
  { singleton: true; requiredVersion: string; version: string; import: false }
> {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([request, config]) => [
      request,
      { ...config, import: false },
    ]),
  );
}

/**
 * What a slice's browser build shares: the shell's singletons, consumed only, and its own
 * `sliceSingletons`, each bundled (loaded only when the slice's code first needs it) and provided
 * for the other slices.
 */
export function sliceShared(slice: SliceBuildConfig): Record<string, object> {
  const own = (slice.sliceSingletons ?? []).map((request) => {
    const version = readVersion(packageOf(request));
    return [request, { singleton: true, requiredVersion: `^${version}`, version }] as const;
  });
  return { ...consumedSingletons(), ...Object.fromEntries(own) };
}

/** `@reduxjs/toolkit/query/react` → `@reduxjs/toolkit`, `yup` → `yup`. */
function packageOf(request: string): string {
  const parts = request.split("/");
  return (request.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

/** The installed version of a package (the shared package is read from its own folder). */
export function readVersion(name: string): string {
  const file =
    name === "@shop/shared"
      ? path.join(import.meta.dirname, "..", "package.json")
      : require.resolve(`${name}/package.json`);
  return (require(file) as { version: string }).version;
}

function scriptRule(target: "browser" | "server", production: boolean): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: "builtin:swc-loader",
    options: {
      jsc: {
        parser: { syntax: "typescript", tsx: true },
        transform: { react: { runtime: "automatic", development: !production } },
        experimental: { plugins: [[require.resolve("@lingui/swc-plugin"), {}]] },
      },
      env: target === "browser" ? { targets: "defaults" } : { targets: "node 22" },
    },
  };
}

function commonRules(target: "browser" | "server", production: boolean): RuleSetRule[] {
  return [
    scriptRule(target, production),
    {
      test: /\.po$/,
      use: { loader: require.resolve("@lingui/loader"), options: { failOnMissing: true } },
    },
    // The server renders markup only: stylesheets reach the page through the browser build.
    target === "browser"
      ? { test: /\.css$/, type: "css" }
      : { test: /\.css$/, type: "asset/source" },
  ];
}

/** One async chunk for `react-dom` and its `scheduler` (the shell's build). */
const reactDomChunk = {
  test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
  name: "react-dom",
  chunks: "async",
  enforce: true,
} as const;

/** A version's source maps, beside `browser/` and `server/` (decision 0037). */
export const sourceMapsFolder = "sourcemaps";

const resolve = {
  extensions: [".ts", ".tsx", ".js"],
  extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
  conditionNames: ["import", "module", "browser", "default"],
};

/**
 * The two builds of one slice version, side by side: the browser build (Module Federation
 * container or host, content-hashed, with `mf-manifest.json`) and the server renderer (one plain
 * ES module, no Module Federation).
 */
export function sliceConfigs(slice: SliceBuildConfig, mode: BuildMode): Configuration[] {
  const { production, outputDir } = mode;
  const federationName = slice.name.replaceAll("-", "_");
  const browser: Configuration = {
    name: `${slice.name}:browser`,
    context: slice.root,
    mode: production ? "production" : "development",
    // Production: source maps beside the version, never named or served (decision 0037): the
    // edge maps reported stack frames with them; browsers and shoppers never fetch them.
    devtool: production ? "hidden-source-map" : "cheap-module-source-map",
    target: "web",
    entry: slice.browserEntry ? { main: slice.browserEntry } : {},
    output: {
      path: path.join(outputDir, "browser"),
      publicPath: "auto",
      filename: "[name].[contenthash:10].js",
      chunkFilename: "[name].[contenthash:10].js",
      cssFilename: "[name].[contenthash:10].css",
      cssChunkFilename: "[name].[contenthash:10].css",
      // Outside `browser/`, which the edge serves as `/_mfe/{slice}/{version}/`.
      sourceMapFilename: `../${sourceMapsFolder}/[file].map`,
      uniqueName: federationName,
      clean: true,
    },
    resolve: { ...resolve, conditionNames: ["browser", "import", "module", "default"] },
    module: { rules: commonRules("browser", production) },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        filename: remoteEntryFile,
        exposes: slice.exposes ? { ...slice.exposes } : undefined,
        remotes: {},
        shared: slice.exposes ? sliceShared(slice) : sharedSingletons(),
        shareStrategy: "loaded-first",
        manifest: true,
        dts: false,
        // The shell provides the federation runtime once; slices use it instead of each
        // bundling their own copy. Browser builds run in browsers only: the runtime's Node.js
        // loading code stays out. The shell loads each container from the remote entry URL the
        // edge sends, so its runtime leaves out manifest loading (decision 0021).
        experiments: {
          ...(slice.exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
          optimization: {
            target: "web",
            ...(slice.exposes ? {} : { disableSnapshot: true }),
          },
        },
      }),
      new rspack.DefinePlugin({
        "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
      }),
    ],
    optimization: {
      minimize: production,
      // The shell's `react-dom` is both a module it provides and its own consume fallback, each
      // an async chunk group: without one named chunk, each group gets a copy (decision 0021).
      ...(slice.exposes ? {} : { splitChunks: { cacheGroups: { reactDom: reactDomChunk } } }),
    },
    performance: false,
    stats: "errors-warnings",
  };

  const server: Configuration = {
    name: `${slice.name}:server`,
    context: slice.root,
    mode: production ? "production" : "development",
    devtool: false,
    target: "node22",
    entry: { renderer: slice.serverEntry },
    output: {
      path: path.join(outputDir, "server"),
      filename: "[name].js",
      chunkFormat: "module",
      module: true,
      library: { type: "module" },
      clean: true,
    },
    resolve: { ...resolve, conditionNames: ["node", "import", "module", "default"] },
    module: { rules: commonRules("server", production) },
    plugins: [
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({
        "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
      }),
    ],
    optimization: { minimize: false },
    performance: false,
    stats: "errors-warnings",
  };
  return [browser, server];
}
