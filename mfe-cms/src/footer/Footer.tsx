import { Trans } from "@lingui/react/macro";
import { emitShopEvent, pathFor } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { linkTargetProps } from "../content-page/block-fields.ts";
import { telephoneHref, type FooterContent, type Hotline } from "./footer-content.ts";
import "./footer.css";

export interface FooterState extends FooterContent {
  readonly year: number;
}

/**
 * The shop's footer (core spec point 2): the contact page, the service links of the layout
 * content, the link that reopens the consent banner (the consent team's `consent:open-banner`
 * command), the hotline of the shop's country and language, and the organisation's legal name.
 */
export function Footer({ state, shop }: FragmentProps<FooterState>) {
  const { legalName, hotline, links, year } = state;
  return (
    <footer className="cms-footer">
      <div className="cms-footer__inner">
        <ul className="cms-footer__links">
          <li>
            <a href={pathFor("contact", shop.language)}>
              <Trans id="footer.contact">Contact</Trans>
            </a>
          </li>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} {...linkTargetProps(link)}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="cms-footer__consent"
              onClick={() => emitShopEvent("consent:open-banner", {})}
            >
              <Trans id="footer.privacySettings">Privacy settings</Trans>
            </button>
          </li>
        </ul>
        {hotline ? <HotlineLine {...hotline} /> : null}
        <p>
          <Trans id="footer.copyright">
            © {year} {legalName}
          </Trans>
        </p>
      </div>
    </footer>
  );
}

/** The hotline of the shop's country and language, dialled by a tap. */
function HotlineLine({ phone, hours }: Hotline) {
  return (
    <p className="cms-footer__hotline">
      <Trans id="footer.hotline">
        Hotline: <a href={telephoneHref(phone)}>{phone}</a> ({hours})
      </Trans>
    </p>
  );
}
