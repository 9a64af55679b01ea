import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { ShopState } from "@shop/shared/store";
import type { FragmentProps } from "@shop/shared/ui";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AccountStore } from "../account-client/AccountStore.tsx";
import { AccountPageFrame } from "../account-page/AccountPageFrame.tsx";
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
  return (
    <AccountPageFrame
      language={shop.language}
      title={<Trans id="personalData.title">Personal data</Trans>}
      confirmation={<Trans id="personalData.saved">Your personal data has been saved.</Trans>}
      confirmed={saved}
    >
      {user ? (
        <PersonalDataForm user={user} shop={shop} onSaved={() => setSaved((count) => count + 1)} />
      ) : null}
    </AccountPageFrame>
  );
}
