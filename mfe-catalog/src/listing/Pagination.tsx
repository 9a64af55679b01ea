import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { pageCount, paginationItems } from "./listing-layout.ts";
import { listingHref, type ListingQuery } from "./listing-query.ts";

interface Props {
  readonly listing: ListingQuery;
  readonly basePath: string;
  readonly total: number;
  readonly perPage: number;
}

/** The listing's pages as plain links (`rel` prev and next), so crawlers reach every page. */
export function Pagination({ listing, basePath, total, perPage }: Props) {
  const { _ } = useLingui();
  const pages = pageCount(total, perPage);
  const items = paginationItems(listing.page, pages);
  if (items.length === 0) return null;
  const href = (page: number) => listingHref(basePath, listing, { page });
  return (
    <nav
      className="cat-pagination"
      aria-label={_(msg({ id: "listing.pagination.label", message: "Pages" }))}
    >
      <ul className="cat-pagination__list">
        {listing.page > 1 ? (
          <li>
            <a className="cat-pagination__step" href={href(listing.page - 1)} rel="prev">
              <Trans id="listing.pagination.previous">Previous page</Trans>
            </a>
          </li>
        ) : null}
        {items.map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="cat-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className="cat-pagination__page"
                href={href(item)}
                aria-current={item === listing.page ? "page" : undefined}
                aria-label={_(msg({ id: "listing.pagination.page", message: `Page ${item}` }))}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {listing.page < pages ? (
          <li>
            <a className="cat-pagination__step" href={href(listing.page + 1)} rel="next">
              <Trans id="listing.pagination.next">Next page</Trans>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
