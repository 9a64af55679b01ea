import { sql, type SQL } from "drizzle-orm";
import type { Language } from "@shop/shared";

/** A catalogue filter of the recommendation service's body, already checked. */
export interface CatalogueFilter {
  readonly property: "category" | "brand" | "colour" | "price" | "product_id";
  readonly operator:
    "equals" | "does not equal" | "in" | "not in" | "less than" | "greater than" | "between";
  readonly values: readonly (string | number)[];
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Does the product (alias `p`) have a value among `values` for a string property? */
function matchesAny(filter: CatalogueFilter, language: Language): SQL {
  const values = list(filter.values);
  switch (filter.property) {
    case "category":
      return sql`exists (select 1 from product_categories fc
        join category_texts ft on ft.category_id = fc.category_id and ft.language = ${language}
        where fc.product_id = p.id and ft.slug in (${values}))`;
    case "brand":
      return sql`coalesce(p.subbrand, p.brand_name) in (${values})`;
    case "colour":
      return sql`p.colors && array[${values}]::text[]`;
    default:
      return sql`p.reference_key in (${values})`;
  }
}

/**
 * The SQL condition of a filter over the candidate products (alias `p`, the first variant's price
 * in the shop as `vp`). Prices are in cents.
 */
export function filterCondition(filter: CatalogueFilter, language: Language): SQL {
  const [first = 0, second = 0] = filter.values;
  if (filter.property === "price") {
    switch (filter.operator) {
      case "less than":
        return sql`vp.with_tax < ${first}`;
      case "greater than":
        return sql`vp.with_tax > ${first}`;
      case "between":
        return sql`vp.with_tax between ${first} and ${second}`;
      case "does not equal":
        return sql`vp.with_tax <> ${first}`;
      default:
        return sql`vp.with_tax = ${first}`;
    }
  }
  const negated = filter.operator === "does not equal" || filter.operator === "not in";
  const condition = matchesAny(filter, language);
  return negated ? sql`not ${condition}` : condition;
}
