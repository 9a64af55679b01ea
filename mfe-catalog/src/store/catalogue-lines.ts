import { sql, type SQL } from "drizzle-orm";
import type { CatalogueLine, ShopContext } from "@shop/shared";
import { preparedRows, queryRows, type Database } from "@shop/shared/platform";
import {
  deepFreeze,
  factsOf,
  lineProduct,
  toCatalogueLine,
  type KeptFacts,
  type LineFacts,
  type LineState,
} from "./catalogue-line-rows.ts";

/**
 * The facts of the lines read before, per database, by brand, language and variant. Past this
 * many the oldest are dropped (a line's facts are about 1 KB).
 */
const keptFactsByDatabase = new WeakMap<Database, Map<string, KeptFacts>>();
const maxKeptFacts = 10_000;

/**
 * The select list of a line's facts: `v` is the variants table, `p` its product, `t` the
 * product's texts. The product's categories are read first (`offset 0` keeps the planner from
 * joining them later): without statistics (PGlite gathers none) it joined every category with
 * its texts for each line and probed the product's categories once per category (decision 0053).
 */
function factColumns(shop: ShopContext): SQL {
  return sql`v.product_id as "productId", v.reference_key as "referenceKey", v.axis,
    v.axis_value as "axisValue", v.delivery_days_from as "deliveryDaysFrom",
    v.delivery_days_to as "deliveryDaysTo", v.payback_factor as "paybackFactor",
    p.reference_key as "productReferenceKey", p.brand_name as "brandName", p.subbrand,
    p.attributes, p.advanced_attributes as "advancedAttributes", t.name, t.seo_slug as "seoSlug",
    (select coalesce(json_agg(i.file order by i.position), '[]') from product_images i where i.product_id = p.id) as "imageFiles",
    (select coalesce(json_agg(ct.name order by c.parent_id nulls first, c.position), '[]')
      from (select pc.category_id from product_categories pc where pc.product_id = p.id offset 0) pc
      join categories c on c.id = pc.category_id
      join category_texts ct on ct.category_id = c.id and ct.language = ${shop.language}) as "categoryNames"`;
}

/** The select list of a line's state, with the catalogue's data version it was read at. */
function stateColumns(shop: ShopContext): SQL {
  return sql`v.id, v.stock_quantity as "stockQuantity", v.bvc, vp.with_tax as "withTax",
    vp.recommended_retail_price as "recommendedRetailPrice", vp.reference_price as "referencePrice",
    vp.reduction_relative as "reductionRelative", coalesce(vp.scales, '[]') as scales,
    p.is_active as "isActive",
    (select json_build_object('id', pr.id, 'label', pr.labels ->> ${shop.language})
      from product_promotions pp join promotions pr on pr.id = pp.promotion_id
      where pp.product_id = p.id
        and (pr.starts_at is null or pr.starts_at <= now()) and (pr.ends_at is null or pr.ends_at > now())
      order by pr.id limit 1) as promo,
    (select version::text from data_version) as version`;
}

/** The variants of the shop's brand with their price in the shop, from `v` (variants) on. */
function stateJoins(shop: ShopContext): SQL {
  return sql`join products p on p.id = v.product_id and p.brand = ${shop.brand}
    left join variant_prices vp on vp.variant_id = v.id and vp.shop_id = ${shop.shopId}`;
}

/**
 * The ids padded to the next power of two by repeating the last (an IN-list holds each row
 * once however often it names it): every basket's statement then takes one of a few shapes,
 * each prepared once per connection (decision 0053).
 */
function idList(ids: readonly string[]): SQL {
  let size = 1;
  while (size < ids.length) size *= 2;
  const last = ids[ids.length - 1] ?? "";
  const padded = [...ids, ...Array.from({ length: size - ids.length }, () => last)];
  return sql.join(
    padded.map((id) => sql`${id}`),
    sql`, `,
  );
}

const factsKey = (shop: ShopContext, variantId: string) =>
  `${shop.brand} ${shop.language} ${variantId}`;

/**
 * The lines' facts and state in one statement, the facts kept for the next calls (the oldest
 * dropped past `maxKeptFacts`).
 */
async function readLines(
  db: Database,
  kept: Map<string, KeptFacts>,
  shop: ShopContext,
  ids: readonly string[],
): Promise<Map<string, [KeptFacts, LineState]>> {
  const rows = await preparedRows<LineFacts & LineState>(
    db,
    sql`select ${stateColumns(shop)}, ${factColumns(shop)} from variants v ${stateJoins(shop)}
      left join product_texts t on t.product_id = p.id and t.language = ${shop.language}
      where v.id in (${idList(ids)})`,
  );
  const lines = new Map<string, [KeptFacts, LineState]>();
  for (const row of rows) {
    const facts = deepFreeze({
      version: row.version,
      facts: factsOf(row),
      product: lineProduct(row),
    });
    const key = factsKey(shop, row.id);
    kept.delete(key);
    kept.set(key, facts);
    lines.set(row.id, [facts, row]);
  }
  for (const key of kept.keys()) {
    if (kept.size <= maxKeptFacts) break;
    kept.delete(key);
  }
  return lines;
}

/**
 * The lines' state in one statement, with the kept facts when every line's were kept at the
 * data version the state was read at; else undefined.
 */
async function keptLines(
  db: Database,
  kept: Map<string, KeptFacts>,
  shop: ShopContext,
  ids: readonly string[],
): Promise<Map<string, [KeptFacts, LineState]> | undefined> {
  if (!ids.every((id) => kept.has(factsKey(shop, id)))) return undefined;
  const states = await preparedRows<LineState>(
    db,
    sql`select ${stateColumns(shop)} from variants v ${stateJoins(shop)}
      where v.id in (${idList(ids)})`,
  );
  const lines = new Map<string, [KeptFacts, LineState]>();
  for (const state of states) {
    const facts = kept.get(factsKey(shop, state.id));
    if (facts?.version !== state.version) return undefined;
    lines.set(state.id, [facts, state]);
  }
  return lines;
}

/**
 * What the basket and wishlist show about the given variants in the shop (decision 0022), in
 * the order asked, each once; ids that name no variant of the shop's brand are left out. Every
 * basket call asks it (decision 0053): stock, prices, buyability and promotions are read every
 * time, with the catalogue's data version; a variant's product, texts, images and categories
 * are kept from an earlier call while the data version is still the one they were read at
 * (every change of them bumps it). Otherwise, or for a variant not kept, all are read in one
 * statement.
 */
export async function catalogueLines(
  db: Database,
  shop: ShopContext,
  variantIds: readonly string[],
): Promise<CatalogueLine[]> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return [];
  let kept = keptFactsByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptFactsByDatabase.set(db, kept);
  }
  const lines = (await keptLines(db, kept, shop, ids)) ?? (await readLines(db, kept, shop, ids));
  return ids.flatMap((id) => {
    const line = lines.get(id);
    return line ? [toCatalogueLine(line[0], line[1], shop)] : [];
  });
}

/**
 * The variant a wishlist keeps for an id (core spec point 7, addItem): the variant it names,
 * or for a product id the product's first variant by position that is not sold out (BVC 4),
 * else its first; the shop's brand only.
 */
export async function wishlistVariant(
  db: Database,
  shop: ShopContext,
  itemCreationId: string,
): Promise<{ productId: string; variantId: string } | undefined> {
  const [row] = await queryRows<{ productId: string; variantId: string }>(
    db,
    sql`select v.id as "variantId", v.product_id as "productId" from variants v
      join products p on p.id = v.product_id and p.brand = ${shop.brand}
      where v.id = ${itemCreationId} or v.product_id = ${itemCreationId}
      order by (v.id = ${itemCreationId}) desc, (v.bvc = 4), v.position limit 1`,
  );
  return row;
}
