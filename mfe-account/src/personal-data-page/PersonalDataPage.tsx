import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { pathFor } from "@shop/shared";
import type { ShopState } from "@shop/shared/store";
import type { FragmentProps } from "@shop/shared/ui";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AccountStore } from "../account-client/AccountStore.tsx";
import { PersonalDataForm } from "./PersonalDataForm.tsx";
import "../auth-forms/auth-forms.css";

export interface PersonalDataPageState {
  /** The store's state with the customer answered (`preloadedUser`). */
  readonly store: Partial<ShopState>;
}

/** The personal data page (core spec point 2, registered customers only): view and change. */
export function PersonalDataPage({ state, shop }: FragmentProps<PersonalDataPageState>) {
  return (
    <AccountStore preloaded={state.store}>
      <PersonalData shop={shop} />
    </AccountStore>
  );
}

function PersonalData({ shop }: Pick<FragmentProps<PersonalDataPageState>, "shop">) {
  const { data: user } = accountApi.useUserQuery(shop.locale);
  const [saved, setSaved] = useState(0);
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved > 0) confirmation.current?.focus();
  }, [saved]);
  return (
    <div className="acc-page">
      <p className="acc-note">
        <a href={pathFor("accountHome", shop.language)}>
          <Trans id="account.backToAccount">Back to my account</Trans>
        </a>
      </p>
      <h1 className="acc-page__title">
        <Trans id="personalData.title">Personal data</Trans>
      </h1>
      {saved > 0 ? (
        <p ref={confirmation} tabIndex={-1} role="status" className="acc-confirmation">
          <Trans id="personalData.saved">Your personal data has been saved.</Trans>
        </p>
      ) : null}
      {user ? (
        <PersonalDataForm user={user} shop={shop} onSaved={() => setSaved((count) => count + 1)} />
      ) : null}
    </div>
  );
}
