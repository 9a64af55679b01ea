import { createHash } from "node:crypto";
import path from "node:path";
import ts from "typescript";

const sharedRoot = path.join(import.meta.dirname, "..");
const eventsFile = path.join(sharedRoot, "src", "events", "contracts.ts");
const commandsFile = path.join(sharedRoot, "src", "events", "commands.ts");
const runtimeConfigFile = path.join(sharedRoot, "src", "composition", "runtime-config.ts");

/** The structures of the contracts slices share across versions, each as canonical text. */
export interface ContractStructures {
  /**
   * Each shop event's payload (`ShopEventMap[type]`); for a command sent through the command
   * channel, its payload and its answer (`ShopCommandMap[type]`).
   */
  readonly events: Readonly<Record<string, string>>;
  /** The props the shell mounts every fragment with (`FragmentMountProps`). */
  readonly fragmentProps: string;
}

/** The 12-hex fingerprint the contract tables record of a structure (`shape`). */
export function shapeOf(structure: string): string {
  return createHash("sha256").update(structure).digest("hex").slice(0, 12);
}

/**
 * The structures of the event payloads (and commands' answers) and the fragment mount props,
 * read from their declarations with the TypeScript checker (`declaredStructures`).
 */
export function contractStructures(): ContractStructures {
  const declared = declaredStructures([eventsFile, commandsFile, runtimeConfigFile]);
  const prefix = "ShopEventMap.";
  const events = Object.fromEntries(
    Object.entries(declared)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, payload]) => {
        const type = name.slice(prefix.length);
        return [type, declared[`ShopCommandMap.${type}`] ?? payload];
      }),
  );
  const fragmentProps = declared.FragmentMountProps;
  if (!fragmentProps) throw new Error("runtime-config.ts declares no FragmentMountProps");
  return { events, fragmentProps };
}

/**
 * The structure of every interface and type alias the files declare at their top level, and of
 * each property of an interface (`ShopEventMap.basket:updated`): property names, optionality and
 * types, unions sorted, aliases expanded. Comments, formatting, order and `readonly` play no
 * part, so only a change a slice could notice changes the text (decision 0027).
 */
export function declaredStructures(files: readonly string[]): Record<string, string> {
  const program = ts.createProgram({
    rootNames: files,
    options: {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      allowImportingTsExtensions: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
      types: [],
    },
  });
  const checker = program.getTypeChecker();
  const structures: Record<string, string> = {};
  for (const file of files) {
    for (const statement of program.getSourceFile(file)?.statements ?? []) {
      if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
      const name = statement.name.text;
      const type = checker.getTypeAtLocation(statement.name);
      structures[name] = structure(checker, type, new Set());
      if (!ts.isInterfaceDeclaration(statement)) continue;
      for (const property of checker.getPropertiesOfType(type)) {
        const propertyType = checker.getTypeOfSymbol(property);
        structures[`${name}.${property.name}`] = structure(checker, propertyType, new Set());
      }
    }
  }
  return structures;
}

/**
 * True for interfaces and classes the shop does not declare itself (`HTMLElement`): named, not
 * expanded. Utility types (`Readonly<Record<…>>`) are expanded like the shop's own.
 */
function isForeign(type: ts.Type): boolean {
  const symbol = type.getSymbol();
  if (!symbol || !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class))) return false;
  // TypeScript's own lib files (`lib.dom.d.ts`) live there too.
  return (symbol.getDeclarations() ?? []).some((declaration) =>
    declaration.getSourceFile().fileName.includes("/node_modules/"),
  );
}

function structure(checker: ts.TypeChecker, type: ts.Type, seen: Set<ts.Type>): string {
  if (type.isUnion() || type.isIntersection()) {
    const parts = type.types.map((part) => structure(checker, part, seen)).sort();
    return parts.join(type.isUnion() ? " | " : " & ");
  }
  if (type.isLiteral() || !(type.flags & ts.TypeFlags.Object)) {
    return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  }
  if (seen.has(type)) return checker.typeToString(type);
  const inner = new Set(seen).add(type);
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const elements = checker.getTypeArguments(type as ts.TypeReference);
    const shapes = elements.map((element) => structure(checker, element, inner));
    return checker.isArrayType(type) ? `(${shapes.join("")})[]` : `[${shapes.join(", ")}]`;
  }
  if (isForeign(type)) return checker.typeToString(type);
  const members = checker.getPropertiesOfType(type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? "?" : "";
    return `${property.name}${optional}: ${structure(checker, checker.getTypeOfSymbol(property), inner)}`;
  });
  for (const index of checker.getIndexInfosOfType(type)) {
    const key = checker.typeToString(index.keyType);
    members.push(`[key: ${key}]: ${structure(checker, index.type, inner)}`);
  }
  for (const signature of type.getCallSignatures()) {
    members.push(checker.signatureToString(signature));
  }
  return `{ ${members.sort().join("; ")} }`;
}
