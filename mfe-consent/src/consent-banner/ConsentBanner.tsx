import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  allowAppConsentReopens,
  appTrackingCookieName,
  emitShopEvent,
  everyService,
  pushToDataLayer,
  withoutAppTracking,
  type ConsentAction,
  type ConsentHashCommand,
  type ConsentInvalidReason,
  type CountryPickerDecision,
  type ServiceStatus,
} from "@shop/shared";
import { Dialog, type FragmentProps } from "@shop/shared/ui";
import type { CountryLink } from "../api/client.ts";
import { CountryPicker } from "../country-picker/CountryPicker.tsx";
import { consentCategories } from "./consent-categories.ts";
import { readCookie, storeAppTrackingDenied } from "./consent-storage.ts";
import { ConsentFirstLayer } from "./ConsentFirstLayer.tsx";
import { acceptedServices, recordDecision } from "./record-decision.ts";
import { useConsentCommands } from "./use-consent-commands.ts";
import { ActionButton } from "../ui/ActionButton.tsx";
import { useTracking, type TrackingState } from "../tracking/use-tracking.ts";
import "./consent-banner.css";

// The second layer only opens on "More information" or `consent:open-banner`: off the first load.
const ConsentSecondLayer = lazy(() =>
  import("./ConsentSecondLayer.tsx").then(({ ConsentSecondLayer }) => ({
    default: ConsentSecondLayer,
  })),
);

export interface ConsentBannerState {
  /** The banner opens: no valid consent, and neither the retail app nor a crawler. */
  readonly visible: boolean;
  /** Why the stored consent is not valid (core spec point 4), reported once; null when it is. */
  readonly invalidReason: ConsentInvalidReason | null;
  /** Retail app or crawler: analytics storage on without a banner (catalogue spec point 4). */
  readonly automatic: boolean;
  /** The services' status: the stored consent's, the automatic one, or the defaults. */
  readonly services: ServiceStatus;
  /** The page came with a `voucher`: once the banner is gone, a toast says the code is active. */
  readonly voucherActivated: boolean;
  /** The edge's country picker decision: the picker opens once the banner is closed. */
  readonly countryPicker: CountryPickerDecision;
  /** The brand's shop in every country, at this page's path (only while the picker may open). */
  readonly countryLinks: readonly CountryLink[];
  /** The brand's tag manager, videos domain and the page's type (issue 20 points 3 and 5). */
  readonly tracking: TrackingState;
}

type Layer = "first" | "second";

/**
 * The consent banner (core spec points 2 and 4): a dialog with two layers, modal until the
 * visitor has decided; then the country picker, when the edge says it opens. Reopened by
 * `#allowAppConsent` and `consent:open-banner`; `#denyConsent` and `#denyAppConsent` decide
 * without it.
 */
export function ConsentBanner({ state, shop }: FragmentProps<ConsentBannerState>) {
  const { _ } = useLingui();
  const categories = consentCategories[shop.brand];
  const [open, setOpen] = useState(state.visible);
  const [layer, setLayer] = useState<Layer>("first");
  const [decided, setDecided] = useState(state.invalidReason === null);
  const [status, setStatus] = useState(state.services);
  const [draft, setDraft] = useState(state.services);
  const [pickerOpen, setPickerOpen] = useState(state.countryPicker.open);
  const layerRef = useRef<HTMLDivElement>(null);
  useTracking(state.tracking, shop, status);

  useEffect(() => {
    pushToDataLayer({ event: "consent_default", consent: state.services });
    if (state.invalidReason !== null && !state.automatic) {
      pushToDataLayer({ event: "consent_invalid", reason: state.invalidReason });
    }
    if (state.automatic)
      emitShopEvent("consent:updated", { accepted: acceptedServices(state.services) });
  }, [state]);

  // A new layer's content replaces the button that had focus: focus its first control.
  const shownLayer = useRef(layer);
  useEffect(() => {
    if (shownLayer.current === layer) return;
    shownLayer.current = layer;
    layerRef.current?.closest("dialog")?.querySelector<HTMLElement>("button, input")?.focus();
  }, [layer]);

  const decide = (action: ConsentAction, chosen: ServiceStatus) => {
    const reload = recordDecision({ action, status: chosen, categories, shopId: shop.shopId });
    setStatus(chosen);
    setDecided(true);
    setOpen(false);
    if (reload) location.reload();
  };

  const openAt = (at: Layer) => {
    setDraft(status);
    setLayer(at);
    setOpen(true);
  };

  useConsentCommands({
    onHash: (command: ConsentHashCommand) => {
      if (command === "denyConsent") decide("denyConsent", everyService(categories, false));
      else if (command === "denyAppConsent") {
        storeAppTrackingDenied();
        decide("denyAppConsent", withoutAppTracking(categories, status));
      } else if (allowAppConsentReopens(readCookie(appTrackingCookieName))) openAt("first");
    },
    onOpenBanner: () => openAt("second"),
  });

  const close = () => {
    if (layer === "second" && !decided) setLayer("first");
    else setOpen(false);
  };

  const footer =
    layer === "first" ? (
      <div className="cns-actions">
        <ActionButton onClick={() => openAt("second")}>
          <Trans id="consent.moreInfo">More information</Trans>
        </ActionButton>
        <ActionButton primary onClick={() => decide("acceptAll", everyService(categories, true))}>
          <Trans id="consent.acceptAll">Accept all</Trans>
        </ActionButton>
      </div>
    ) : (
      <div className="cns-actions">
        <ActionButton onClick={() => decide("rejectAll", everyService(categories, false))}>
          <Trans id="consent.rejectAll">Reject all</Trans>
        </ActionButton>
        <ActionButton onClick={() => decide("save", draft)}>
          <Trans id="consent.saveSelection">Save selection</Trans>
        </ActionButton>
        <ActionButton primary onClick={() => decide("acceptAll", everyService(categories, true))}>
          <Trans id="consent.saveAll">Accept all</Trans>
        </ActionButton>
      </div>
    );

  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        modal={!decided}
        drawnByServer={state.visible}
        hideCloseButton={layer === "first"}
        className="cns-banner"
        closeLabel={_(msg({ id: "consent.close", message: "Close privacy settings" }))}
        title={
          layer === "first" ? (
            <Trans id="consent.title">Your privacy matters to us</Trans>
          ) : (
            <Trans id="consent.settings.title">Privacy settings</Trans>
          )
        }
        footer={footer}
      >
        <div ref={layerRef} className="cns-banner__layer" data-consent-banner={layer}>
          {layer === "first" ? (
            <ConsentFirstLayer brand={shop.brand} />
          ) : (
            <Suspense fallback={null}>
              <ConsentSecondLayer categories={categories} draft={draft} onDraftChange={setDraft} />
            </Suspense>
          )}
        </div>
      </Dialog>
      <CountryPicker
        open={pickerOpen && !open}
        shop={shop}
        suggestedCountry={state.countryPicker.suggestedCountry}
        links={state.countryLinks}
        onStay={() => setPickerOpen(false)}
      />
      {!open && state.voucherActivated ? (
        <p className="shop-toast" role="status">
          <Trans id="voucher.activated">Gift code activated</Trans>
        </p>
      ) : null}
    </>
  );
}
