import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import {
  consentCookieName,
  consentMaxAgeMs,
  currentConsentVersion,
  emitShopEvent,
  serializeConsentCookie,
  type ConsentRecord,
  type CountryPickerDecision,
} from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import "./consent-banner.css";

export interface ConsentBannerState {
  readonly visible: boolean;
  /** The page came with a `voucher`: once the banner is gone, a toast says the code is active. */
  readonly voucherActivated: boolean;
  /** The edge's country picker decision; the overlay that acts on it comes with the consent work. */
  readonly countryPicker: CountryPickerDecision;
}

/** Optional services the banner asks about (the full category list comes with the consent work). */
const optionalServices = ["analytics", "marketing"] as const;

function storeConsent(acceptOptional: boolean): void {
  const services = Object.fromEntries(optionalServices.map((name) => [name, acceptOptional]));
  const record: ConsentRecord = {
    version: currentConsentVersion,
    userInteracted: true,
    services: { necessary: true, ...services },
    createdAt: new Date().toISOString(),
  };
  const maxAge = Math.floor(consentMaxAgeMs / 1000);
  document.cookie = `${consentCookieName}=${serializeConsentCookie(record)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
  emitShopEvent("consent:updated", {
    accepted: Object.entries(record.services)
      .filter(([, on]) => on)
      .map(([name]) => name),
  });
}

/** The consent banner's first layer: what the shop stores, accept all or only what is needed. */
export function ConsentBanner({ state }: FragmentProps<ConsentBannerState>) {
  const [visible, setVisible] = useState(state.visible);
  if (!visible) {
    return state.voucherActivated ? (
      <p className="shop-toast" role="status">
        <Trans id="voucher.activated">Gift code activated</Trans>
      </p>
    ) : null;
  }
  const decide = (acceptOptional: boolean) => {
    storeConsent(acceptOptional);
    setVisible(false);
  };
  return (
    <section className="cns-banner" aria-labelledby="cns-banner-title">
      <h2 id="cns-banner-title" className="cns-banner__title">
        <Trans id="consent.title">Your privacy matters to us</Trans>
      </h2>
      <p className="cns-banner__text">
        <Trans id="consent.text">
          We use cookies and similar technologies to run the shop, to measure its use and to show
          you relevant offers. You decide which optional services you allow.
        </Trans>
      </p>
      <div className="cns-banner__actions">
        <button type="button" className="cns-banner__button" onClick={() => decide(false)}>
          <Trans id="consent.necessaryOnly">Only necessary</Trans>
        </button>
        <button
          type="button"
          className="cns-banner__button cns-banner__button--primary"
          onClick={() => decide(true)}
        >
          <Trans id="consent.acceptAll">Accept all</Trans>
        </button>
      </div>
    </section>
  );
}
