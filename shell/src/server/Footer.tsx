import { Trans } from "@lingui/react/macro";
import { brandNames, pathFor, type ShopContext } from "@shop/shared";

/** The shop footer. */
export function Footer({ shop, year }: { readonly shop: ShopContext; readonly year: number }) {
  const brandName = brandNames[shop.brand];
  return (
    <footer className="shop-footer">
      <div className="shop-footer__inner">
        <p>
          <a href={pathFor("contact", shop.language)}>
            <Trans id="layout.contact">Contact</Trans>
          </a>
        </p>
        <p>
          <Trans id="layout.copyright">
            © {year} {brandName}
          </Trans>
        </p>
      </div>
    </footer>
  );
}
