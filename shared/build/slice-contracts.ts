import fs from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import {
  shopEventContracts,
  type ShopEventKind,
  type ShopEventType,
} from "../src/events/contracts.ts";
import type { SliceBuildConfig } from "./rspack-config.ts";

/** The file beside `build.json` that says which contracts a version provides and uses. */
export const contractsFile = "contracts.json";

/** One event a version emits or handles: its kind and the contract versions it works with. */
export interface EventUse {
  readonly kind: ShopEventKind;
  readonly versions: readonly number[];
}

/**
 * `dist/versions/{version}/contracts.json`: what one version provides to and needs from the
 * slices live beside it, derived from its code by the build (decision 0027). Part of the content
 * hash: a version id names its contracts too.
 */
export interface SliceContracts {
  readonly format: 1;
  readonly events: {
    /** Events its browser code emits, with the contract versions its payload satisfies. */
    readonly emits: Readonly<Partial<Record<ShopEventType, EventUse>>>;
    /** Events its browser code handles (listens to or reads), at the versions it takes. */
    readonly handles: Readonly<Partial<Record<ShopEventType, EventUse>>>;
  };
  /** The fragments it renders (its federation exposes) and the mount-props versions each reads. */
  readonly fragments: Readonly<Record<string, { readonly props: readonly number[] }>>;
  /** The shell only: the mount-props versions it mounts every fragment with. */
  readonly mounts?: { readonly props: readonly number[] };
}

/**
 * The contract between the shell and every fragment: the props its single-spa lifecycles receive
 * (`FragmentMountProps` in `shared/src/composition/runtime-config.ts`). `version` and `shape` mean
 * what they mean for an event (`ShopEventContract`).
 */
export const fragmentPropsContract = { version: 1, shape: "832aa547c7bb" } as const;

/**
 * How browser code uses events: the functions of `shared/src/events/` that take an event's name
 * (commands sent and handled through the command channel are events of their type too).
 */
const eventFunctions: ReadonlyMap<string, "emits" | "handles"> = new Map([
  ["emitShopEvent", "emits"],
  ["onShopEvent", "handles"],
  ["lastShopEvent", "handles"],
  ["sendShopCommand", "emits"],
  ["handleShopCommand", "handles"],
]);

/** Helpers that emit one event on the caller's behalf. */
const eventHelpers: ReadonlyMap<string, ShopEventType> = new Map([["showToast", "toast:show"]]);

function isShopEventType(name: string): name is ShopEventType {
  return Object.hasOwn(shopEventContracts, name);
}

/** Which events some source files emit and handle. */
export interface EventUses {
  readonly emits: ReadonlySet<ShopEventType>;
  readonly handles: ReadonlySet<ShopEventType>;
}

/**
 * The events some browser source files emit and handle, read from their syntax: every call of
 * `emitShopEvent`, `onShopEvent`, `lastShopEvent` (with the event's name as a literal) and of
 * `showToast`. Any other use of those functions (a name built at run time, a renamed import, a
 * reference passed around) throws, listing each place: a declaration the build cannot derive
 * would let a promotion through unchecked.
 */
export async function eventUses(files: Iterable<string>, root: string): Promise<EventUses> {
  const emits = new Set<ShopEventType>();
  const handles = new Set<ShopEventType>();
  const problems: string[] = [];
  for (const file of [...files].sort()) {
    const text = await fs.readFile(file, "utf8");
    // A use names one of the functions: most modules need no parsing.
    if (![...eventFunctions.keys(), ...eventHelpers.keys()].some((name) => text.includes(name))) {
      continue;
    }
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const where = (node: ts.Node) =>
      `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && (eventFunctions.has(node.text) || eventHelpers.has(node.text))) {
        const problem = recordUse(node, { emits, handles });
        if (problem) problems.push(`${where(node)}: ${problem}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  if (problems.length > 0) {
    throw new Error(
      `cannot tell which shop events this slice uses (decision 0027):\n  ${problems.join("\n  ")}`,
    );
  }
  return { emits, handles };
}

/** Records one use of an event function; says what is wrong when it is not a plain call. */
function recordUse(
  node: ts.Identifier,
  uses: { emits: Set<ShopEventType>; handles: Set<ShopEventType> },
): string | undefined {
  const name = node.text;
  const parent = node.parent;
  if (ts.isImportSpecifier(parent)) {
    return parent.propertyName ? `${name} is imported under another name` : undefined;
  }
  // `emitShopEvent(…)`, or `shared.emitShopEvent(…)` through a namespace import.
  const callee =
    ts.isPropertyAccessExpression(parent) && parent.name === node ? parent : (node as ts.Node);
  const call = callee.parent;
  if (!call || !ts.isCallExpression(call) || call.expression !== callee) {
    return `${name} is used other than by calling it`;
  }
  const helped = eventHelpers.get(name);
  if (helped) {
    uses.emits.add(helped);
    return undefined;
  }
  const argument = call.arguments[0];
  if (!argument || !ts.isStringLiteralLike(argument) || !isShopEventType(argument.text)) {
    return `${name} is called with ${argument?.getText() ?? "nothing"}, not a shop event's name`;
  }
  (eventFunctions.get(name) === "emits" ? uses.emits : uses.handles).add(argument.text);
  return undefined;
}

function versions(current: number, older: readonly number[] | undefined): number[] {
  return [...new Set([current, ...(older ?? [])])].sort((a, b) => a - b);
}

/**
 * The contracts of one version (`contracts.json`): the events its own browser modules emit and
 * handle (`browserFiles`: the files the browser build read; the shared package's counts for no
 * slice), each at the event's contract version plus any older one the slice's `mfe.config.ts`
 * still declares compatible, and its fragments (the exposes) or, for the shell, its mounts.
 */
export async function sliceContracts(
  slice: SliceBuildConfig,
  browserFiles: Iterable<string>,
): Promise<SliceContracts> {
  const own = [...browserFiles].filter(
    (file) =>
      file.startsWith(slice.root + path.sep) &&
      !file.includes(`${path.sep}node_modules${path.sep}`) &&
      /\.tsx?$/.test(file),
  );
  const uses = await eventUses(own, slice.root);
  const older = slice.compatibleWith;
  const use = (type: ShopEventType): [ShopEventType, EventUse] => {
    const contract = shopEventContracts[type];
    const accepted = versions(contract.version, older?.events?.[type]);
    return [type, { kind: contract.kind, versions: accepted }];
  };
  const props = versions(fragmentPropsContract.version, older?.fragmentProps);
  const fragments = Object.keys(slice.exposes ?? {}).map((expose) => expose.replace(/^\.\//, ""));
  return {
    format: 1,
    events: {
      emits: Object.fromEntries([...uses.emits].sort().map(use)),
      handles: Object.fromEntries([...uses.handles].sort().map(use)),
    },
    fragments: Object.fromEntries(fragments.sort().map((fragment) => [fragment, { props }])),
    ...(slice.browserEntry ? { mounts: { props } } : {}),
  };
}
