// The catalogue team's API as its own process (issue 14, point 5), behind the edge that forwards
// its paths to it (`SHOP_API_MFE_CATALOG_URL`): `npm run serve:api -w @shop/mfe-catalog` with
// `SHOP_EDGE_URL`, `SHOP_INTERNAL_TOKEN` and `DATABASE_URL` set (`PORT` 4102 by default).
// Product images come from `SHOP_IMAGE_DIR` and are cached in `SHOP_IMAGE_CACHE_DIR`, the
// edge's folders by default, within the edge's image limits (`SHOP_IMAGE_CACHE_BYTES`,
// `SHOP_IMAGE_RENDERS`, `SHOP_IMAGE_RENDER_QUEUE`; decision 0030).
import path from "node:path";
import { runSliceApi } from "@shop/shared/platform";
import { catalogApi, catalogMigrations, imageLimitsFromEnv } from "./index.ts";

const dataDir = path.resolve(import.meta.dirname, "..", "..", "..", ".data");
const folder = (value: string | undefined, fallback: string) =>
  value ? path.resolve(value) : path.join(dataDir, fallback);

await runSliceApi({
  name: "mfe-catalog",
  defaultPort: 4102,
  searchPath: [catalogMigrations.schema],
  build: (platform) =>
    catalogApi({
      ...platform,
      imageDir: folder(process.env.SHOP_IMAGE_DIR, "images"),
      imageCacheDir: folder(process.env.SHOP_IMAGE_CACHE_DIR, "image-cache"),
      imageLimits: imageLimitsFromEnv(process.env),
    }),
});
