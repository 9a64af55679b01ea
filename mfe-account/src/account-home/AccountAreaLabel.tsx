import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { AccountArea } from "./account-areas.ts";

/** Each area's link text. */
const labels: Readonly<Record<AccountArea, MessageDescriptor>> = {
  personalData: msg({ id: "accountHome.area.personalData", message: "Personal data" }),
  changePassword: msg({ id: "accountHome.area.changePassword", message: "Change password" }),
  addressBook: msg({ id: "accountHome.area.addressBook", message: "Address book" }),
  myData: msg({ id: "accountHome.area.myData", message: "My data" }),
  wishlist: msg({ id: "accountHome.area.wishlist", message: "My wishlist" }),
  basket: msg({ id: "accountHome.area.basket", message: "My basket" }),
  deleteAccount: msg({ id: "accountHome.area.deleteAccount", message: "Delete account" }),
};

/** The link text of one account area. */
export function AccountAreaLabel({ area }: { readonly area: AccountArea }) {
  const { _ } = useLingui();
  return <>{_(labels[area])}</>;
}
