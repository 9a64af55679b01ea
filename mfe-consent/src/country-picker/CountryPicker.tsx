import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  brandNames,
  countryPickerAnsweredCookie,
  selectedCountryCookie,
  type Country,
  type ShopContext,
} from "@shop/shared";
import { Dialog } from "@shop/shared/ui";
import type { CountryLink } from "../api/client.ts";
import { ActionButton } from "../ui/ActionButton.tsx";
import "./country-picker.css";

/** How long the chosen country is remembered: a year, like the consent. */
const selectedCountryMaxAge = 365 * 24 * 60 * 60;

export interface CountryPickerProps {
  readonly open: boolean;
  readonly shop: ShopContext;
  /** The detected country when it has a shop: the picker offers to stay or to go there. */
  readonly suggestedCountry: Country | undefined;
  readonly links: readonly CountryLink[];
  /** The visitor chose the current country (or closed the picker, which counts the same). */
  readonly onStay: () => void;
}

/** Stores the choice as `selected-country`, and that the picker was answered this session. */
function rememberCountry(country: Country): void {
  document.cookie = `${selectedCountryCookie}=${country}; Max-Age=${selectedCountryMaxAge}; Path=/; SameSite=Lax`;
  document.cookie = `${countryPickerAnsweredCookie}=1; Path=/; SameSite=Lax`;
}

/** A country's name in the shop's language ("Österreich", "Autriche"). */
function countryName(country: Country, shop: ShopContext): string {
  return (
    new Intl.DisplayNames([shop.locale], { type: "region" }).of(country.toUpperCase()) ?? country
  );
}

/**
 * The country picker overlay (core spec point 2): stay or switch when the visitor's country has a
 * shop, else a welcome and one button per country. A choice is remembered as `selected-country`;
 * another country's shop is a full navigation to its link, with the page's path and query.
 */
export function CountryPicker({ open, shop, suggestedCountry, links, onStay }: CountryPickerProps) {
  const { _ } = useLingui();
  const choose = (country: Country) => {
    rememberCountry(country);
    const link = links.find((candidate) => candidate.country === country);
    if (country === shop.country || !link) onStay();
    else location.assign(link.href);
  };
  const current = countryName(shop.country, shop);
  // Closing counts as choosing the current country (core spec point 2).
  const dialog = {
    open,
    onClose: () => choose(shop.country),
    className: "cns-picker",
    closeLabel: _(msg({ id: "countryPicker.close", message: "Close and stay in this shop" })),
  };
  if (suggestedCountry) {
    const detected = countryName(suggestedCountry, shop);
    return (
      <Dialog
        {...dialog}
        title={<Trans id="countryPicker.title">Are you in the right shop?</Trans>}
        footer={
          <div className="cns-actions">
            <ActionButton onClick={() => choose(shop.country)}>
              <Trans id="countryPicker.stay">Stay in the {current} shop</Trans>
            </ActionButton>
            <ActionButton primary onClick={() => choose(suggestedCountry)}>
              <Trans id="countryPicker.switch">Go to the {detected} shop</Trans>
            </ActionButton>
          </div>
        }
      >
        <p className="cns-picker__text">
          <Trans id="countryPicker.detected">
            We have recognised your location: {detected}. There is a shop of its own there, with its
            own prices and delivery terms.
          </Trans>
        </p>
      </Dialog>
    );
  }
  const brandName = brandNames[shop.brand];
  return (
    <Dialog
      {...dialog}
      title={<Trans id="countryPicker.welcome.title">Welcome to {brandName}</Trans>}
    >
      <p className="cns-picker__text">
        <Trans id="countryPicker.welcome.text">
          Please choose the country you would like us to deliver to.
        </Trans>
      </p>
      <ul className="cns-picker__countries">
        {links.map((link) => (
          <li key={link.country}>
            <ActionButton onClick={() => choose(link.country)}>
              {countryName(link.country, shop)}
            </ActionButton>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
