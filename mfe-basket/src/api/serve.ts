// The basket team's API as its own process (issue 14, point 5), behind the edge that forwards
// `/api/shop/basket` and `/api/shop/wishlist` to it (`SHOP_API_MFE_BASKET_URL`):
// `npm run serve:api -w @shop/mfe-basket` with `SHOP_EDGE_URL`, `SHOP_INTERNAL_TOKEN` and
// `DATABASE_URL` set (`PORT` 4101 by default). Product lines come from the catalogue through
// the edge; sessions, shops and the rest from the edge's platform API.
import { runSliceApi } from "@shop/shared/platform";
import { basketApi, basketMigrations, catalogueLinesOverHttp } from "./index.ts";

await runSliceApi({
  name: "mfe-basket",
  defaultPort: 4101,
  searchPath: [basketMigrations.schema],
  build: (platform, { edgeUrl }) =>
    basketApi({ ...platform, catalogue: catalogueLinesOverHttp(edgeUrl) }),
});
