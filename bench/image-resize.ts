// Image resize, cold (rendered by sharp and written to the cache) and warm (read from the cache),
// through the edge's image service on generated product images. Prints figures; asserts nothing.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { imageLimitDefaults } from "../mfe-catalog/src/images/image-limits.ts";
import { ImageService } from "../mfe-catalog/src/images/image-service.ts";
import { productImageSvg } from "../mfe-catalog/src/images/product-image-svg.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { summarise } from "./lib/timing.ts";

const scratch = await mkdtemp(path.join(os.tmpdir(), "shop-bench-images-"));
try {
  const sources = path.join(scratch, "sources");
  await mkdir(path.join(sources, "home"), { recursive: true });
  const shapes = ["cloth", "bowl", "pot", "lamp", "garment"] as const;
  for (const [index, shape] of shapes.entries()) {
    await writeFile(
      path.join(sources, "home", `bench-${index}.svg`),
      productImageSvg(shape, ["blau", "weiss"], index),
    );
  }
  const service = new ImageService(sources, path.join(scratch, "cache"), imageLimitDefaults);
  const rows: [string, string, number, number, number][] = [];
  for (const format of ["webp", "avif", "jpeg"] as const) {
    for (const warm of [false, true]) {
      const samples: number[] = [];
      for (const [index] of shapes.entries()) {
        for (const width of [150, 340, 600]) {
          const started = performance.now();
          await service.render(`home/bench-${index}.svg`, {
            width,
            density: 2,
            format,
            quality: 75,
          });
          samples.push(performance.now() - started);
        }
      }
      const summary = summarise(samples);
      rows.push([
        format,
        warm ? "warm" : "cold",
        ms(summary.min),
        ms(summary.median),
        ms(summary.max),
      ]);
    }
  }
  printTable(
    "Image resize (15 images per row: 5 sources × widths 150, 340, 600 at density 2)",
    ["format", "cache", "min ms", "median ms", "max ms"],
    rows,
  );
  await writeResult(
    "image-resize",
    rows.map(([format, cache, min, median, max]) => ({ format, cache, min, median, max })),
  );
} finally {
  await rm(scratch, { recursive: true, force: true });
}
