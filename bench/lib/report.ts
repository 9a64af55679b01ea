import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { resultsDir } from "./paths.ts";

type Cell = string | number;

/** Prints a titled table with right-aligned numbers and left-aligned text. */
export function printTable(
  title: string,
  header: readonly string[],
  rows: readonly Cell[][],
): void {
  const text = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) =>
    Math.max(...text.map((row) => (row[column] ?? "").length)),
  );
  const line = (row: readonly string[], source: readonly Cell[] | undefined) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return typeof source?.[column] === "number" ? cell.padStart(width) : cell.padEnd(width);
      })
      .join("  ")
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(text[0] ?? [], undefined));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  text.slice(1).forEach((row, index) => console.log(line(row, rows[index])));
}

/** Milliseconds rounded for tables: whole numbers past a second, one decimal below. */
export function ms(value: number): number {
  return value >= 1000 ? Math.round(value) : Math.round(value * 10) / 10;
}

/** Bytes as kilobytes (1024) with one decimal. */
export function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** Writes `bench/results/<name>.json` with the figures and where they were measured. */
export async function writeResult(name: string, figures: unknown): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const document = {
    benchmark: name,
    measuredAt: new Date().toISOString(),
    // Figures only compare on like machines, so each file says which one it came from.
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      // Other work on the machine skews timings; a high load here marks a figure as noisy.
      loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    },
    figures,
  };
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), file) || file}`);
  return file;
}
