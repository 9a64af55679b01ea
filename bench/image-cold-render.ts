// Cold image renders through the image routes (decision 0030): the request of issue 16's
// finding 2 (now refused), the largest image the endpoint still makes with its costliest options,
// and the shop's typical sizes. Every sample asks for a source not rendered before, so each is a
// cold render; CPU time counts sharp's threads too. Prints figures; asserts nothing.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { imageRoutes } from "../mfe-catalog/src/api/image-routes.ts";
import { imageLimitDefaults } from "../mfe-catalog/src/images/image-limits.ts";
import { ImageService } from "../mfe-catalog/src/images/image-service.ts";
import { productImageSvg } from "../mfe-catalog/src/images/product-image-svg.ts";
import { envNumber } from "./lib/paths.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { summarise } from "./lib/timing.ts";

const samples = envNumber("BENCH_IMAGE_SAMPLES", 5);
const cases = [
  [
    "finding 2 (refused)",
    "avif",
    "width=2400&height=2400&density=2&blur=100&quality=100&fill=a1b2c3",
  ],
  ["largest, avif", "avif", "width=1440&height=1440&density=1&blur=100&quality=100&fill=a1b2c3"],
  ["largest, webp", "webp", "width=1440&height=1440&density=1&blur=100&quality=100&fill=a1b2c3"],
  [
    "largest at 2x, avif",
    "avif",
    "width=640&height=640&density=2&blur=100&quality=100&fill=a1b2c3",
  ],
  ["gallery 600 at 2x", "webp", "width=600&density=2"],
  ["card 340 at 2x", "webp", "width=340&density=2"],
] as const;

const scratch = await mkdtemp(path.join(os.tmpdir(), "shop-bench-image-cold-"));
try {
  const sources = path.join(scratch, "sources");
  await mkdir(path.join(sources, "home"), { recursive: true });
  const shapes = ["cloth", "bowl", "pot", "lamp", "garment"] as const;
  const names = cases.flatMap((_, row) =>
    Array.from({ length: samples }, (_, sample) => `bench-${row}-${sample}`),
  );
  await Promise.all(
    names.map((name, index) =>
      writeFile(
        path.join(sources, "home", `${name}.svg`),
        productImageSvg(shapes[index % shapes.length] ?? "pot", ["blau", "weiss"], index),
      ),
    ),
  );
  const app = imageRoutes(
    new ImageService(sources, path.join(scratch, "cache"), imageLimitDefaults),
  );
  const rows: [string, string, number, number, number, number, number][] = [];
  for (const [row, [label, format, query]] of cases.entries()) {
    const wall: number[] = [];
    const cpu: number[] = [];
    let status = 0;
    for (let sample = 0; sample < samples; sample += 1) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const response = await app.request(`/home/bench-${row}-${sample}.${format}?${query}`);
      await response.arrayBuffer();
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
      status = response.status;
    }
    const time = summarise(wall);
    rows.push([
      label,
      format,
      status,
      ms(time.min),
      ms(time.median),
      ms(time.max),
      ms(summarise(cpu).median),
    ]);
  }
  printTable(
    `Cold image render (${samples} sources per row, each rendered once)`,
    ["image", "format", "status", "min ms", "median ms", "max ms", "median CPU ms"],
    rows,
  );
  await writeResult(
    "image-cold-render",
    rows.map(([image, format, status, min, median, max, cpuMedian]) => ({
      image,
      format,
      status,
      min,
      median,
      max,
      cpuMedian,
    })),
  );
} finally {
  await rm(scratch, { recursive: true, force: true });
}
