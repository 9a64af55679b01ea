import { sql, type SQL } from "drizzle-orm";
import type { ShopContext } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { filterCondition, type CatalogueFilter } from "./catalogue-filter.ts";

/**
 * The engines of the embedded recommendation service; a slot's recommendationId names one.
 * - `bestsellers`: most units sold.
 * - `alternatives`: instead of the item: same subcategory, a similar price, shared colours first.
 * - `suggestions`: with the item: the same department's other subcategories, shared colours first.
 * - `last-seen`: what the visitor looked at, newest first.
 */
export const recommendationEngines = [
  "bestsellers",
  "alternatives",
  "suggestions",
  "last-seen",
] as const;
export type RecommendationEngineId = (typeof recommendationEngines)[number];

export interface RecommendQuery {
  readonly shop: ShopContext;
  readonly engine: RecommendationEngineId;
  /** The reference key of the product the recommendations are for. */
  readonly itemId?: string | undefined;
  /** The visitor's anonymous tracking id. */
  readonly customerId?: string | undefined;
  readonly size: number;
  readonly fillWithRandom: boolean;
  readonly filters: readonly CatalogueFilter[];
}

/** Random fill draws from this many bestsellers, so it stays quick on a large catalogue. */
const randomPool = 240;
/** Alternatives cost between 65 % and 150 % of the item. */
const priceBand = { low: 0.65, high: 1.5 } as const;
/** Views kept per visitor. */
const viewsKept = 50;

interface ItemRow {
  readonly id: string;
  readonly colors: string[];
  readonly siblingGroup: string | null;
  readonly price: number;
}

/**
 * Recommendations computed from the catalogue: every engine answers reference keys of active,
 * buyable products of the shop's brand that pass the filters, never the item itself (nor its
 * siblings, except as last seen), and fills up with random bestsellers when asked to.
 */
export class RecommendationEngine {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async recommend(query: RecommendQuery): Promise<string[]> {
    const item = query.itemId ? await this.item(query.shop, query.itemId) : undefined;
    const chosen = await this.ranked(query, item);
    if (!query.fillWithRandom || chosen.length >= query.size) return chosen;
    const fill = await this.candidates(query, item, chosen, {
      order: sql`md5(p.id || ${randomSeed(query)})`,
      from: sql`(select * from products where brand = ${query.shop.brand} and is_active
        order by sales desc limit ${randomPool}) p`,
      limit: query.size - chosen.length,
    });
    return [...chosen, ...fill];
  }

  /** Remembers that a visitor looked at a product; unknown products are ignored. */
  async recordView(shop: ShopContext, customerId: string, referenceKey: string): Promise<boolean> {
    const rows = await queryRows<{ productId: string }>(
      this.db,
      sql`insert into product_views (customer_id, product_id, viewed_at)
        select ${customerId}, id, now() from products where brand = ${shop.brand} and reference_key = ${referenceKey}
        on conflict (customer_id, product_id) do update set viewed_at = excluded.viewed_at
        returning product_id as "productId"`,
    );
    await this.db.execute(
      sql`delete from product_views where customer_id = ${customerId} and product_id not in (
        select product_id from product_views where customer_id = ${customerId}
        order by viewed_at desc limit ${viewsKept})`,
    );
    return rows.length > 0;
  }

  private async item(shop: ShopContext, referenceKey: string): Promise<ItemRow | undefined> {
    const [row] = await queryRows<ItemRow>(
      this.db,
      sql`select p.id, p.colors, p.sibling_group as "siblingGroup", vp.with_tax as price
        from products p
        join variants v on v.product_id = p.id and v.position = 0
        join variant_prices vp on vp.variant_id = v.id and vp.shop_id = ${shop.shopId}
        where p.brand = ${shop.brand} and p.reference_key = ${referenceKey}`,
    );
    return row;
  }

  private ranked(query: RecommendQuery, item: ItemRow | undefined): Promise<string[]> {
    const products = sql`products p`;
    const limit = query.size;
    switch (query.engine) {
      case "bestsellers":
        return this.candidates(query, item, [], {
          from: products,
          order: sql`p.sales desc, p.id`,
          limit,
        });
      case "last-seen":
        if (!query.customerId) return Promise.resolve([]);
        return this.candidates(query, item, [], {
          from: sql`products p join product_views pv on pv.product_id = p.id and pv.customer_id = ${query.customerId}`,
          order: sql`pv.viewed_at desc, p.id`,
          limit,
        });
      case "alternatives":
        if (!item) return Promise.resolve([]);
        return this.candidates(query, item, [], {
          from: products,
          where: sql`exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
              where pc.product_id = p.id and c.parent_id is not null and pc.category_id in (${itemCategories(item, "leaf")}))
            and vp.with_tax between ${Math.floor(item.price * priceBand.low)} and ${Math.ceil(item.price * priceBand.high)}`,
          order: sql`(p.colors && ${colourArray(item)}) desc, abs(vp.with_tax - ${item.price}), p.sales desc, p.id`,
          limit,
        });
      case "suggestions":
        if (!item) return Promise.resolve([]);
        return this.candidates(query, item, [], {
          from: products,
          where: sql`exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
              where pc.product_id = p.id and c.parent_id in (${itemCategories(item, "top")})
                and c.id not in (${itemCategories(item, "leaf")}))`,
          order: sql`(p.colors && ${colourArray(item)}) desc, p.sales desc, p.id`,
          limit,
        });
    }
  }

  /** Reference keys of buyable products passing the filters, minus the item, its siblings and `skip`. */
  private async candidates(
    query: RecommendQuery,
    item: ItemRow | undefined,
    skip: readonly string[],
    part: { from: SQL; where?: SQL; order: SQL; limit: number },
  ): Promise<string[]> {
    const conditions: SQL[] = [
      sql`p.brand = ${query.shop.brand}`,
      sql`p.is_active`,
      sql`exists (select 1 from variants b where b.product_id = p.id and b.bvc in (1, 2))`,
      ...query.filters.map((filter) => filterCondition(filter, query.shop.language)),
    ];
    if (part.where) conditions.push(part.where);
    if (item) {
      conditions.push(sql`p.id <> ${item.id}`);
      // Siblings are the item in other colours: no alternative, but worth showing as last seen.
      if (item.siblingGroup && query.engine !== "last-seen") {
        conditions.push(sql`p.sibling_group is distinct from ${item.siblingGroup}`);
      }
    }
    if (skip.length > 0) {
      conditions.push(
        sql`p.reference_key not in (${sql.join(
          skip.map((key) => sql`${key}`),
          sql`, `,
        )})`,
      );
    }
    const rows = await queryRows<{ referenceKey: string }>(
      this.db,
      sql`select p.reference_key as "referenceKey" from ${part.from}
        join variants v on v.product_id = p.id and v.position = 0
        join variant_prices vp on vp.variant_id = v.id and vp.shop_id = ${query.shop.shopId}
        where ${sql.join(conditions, sql` and `)}
        order by ${part.order} limit ${part.limit}`,
    );
    return rows.map((row) => row.referenceKey);
  }
}

function colourArray(item: ItemRow): SQL {
  return sql`array[${sql.join(
    (item.colors.length > 0 ? item.colors : [""]).map((colour) => sql`${colour}`),
    sql`, `,
  )}]::text[]`;
}

/** The item's subcategories (`leaf`) or their departments (`top`), as a subquery. */
function itemCategories(item: ItemRow, level: "leaf" | "top"): SQL {
  return level === "leaf"
    ? sql`select ic.category_id from product_categories ic join categories icc on icc.id = ic.category_id
        where ic.product_id = ${item.id} and icc.parent_id is not null`
    : sql`select icc.parent_id from product_categories ic join categories icc on icc.id = ic.category_id
        where ic.product_id = ${item.id} and icc.parent_id is not null`;
}

/**
 * Random fill changes daily and per item and visitor, and is stable within a day, so a cached
 * page and the next request agree.
 */
function randomSeed(query: RecommendQuery): string {
  const day = new Date().toISOString().slice(0, 10);
  return `${day}:${query.engine}:${query.itemId ?? ""}:${query.customerId ?? ""}`;
}
