import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { AccountArea } from "./account-areas.ts";

/** Each area's link text. */
const labels: Readonly<Record<AccountArea, MessageDescriptor>> = {
  orders: msg({ id: "accountHome.area.orders", message: "My orders" }),
  personalData: msg({ id: "accountHome.area.personalData", message: "Personal data" }),
  changePassword: msg({ id: "accountHome.area.changePassword", message: "Change password" }),
  addressBook: msg({ id: "accountHome.area.addressBook", message: "Address book" }),
  balance: msg({ id: "accountHome.area.balance", message: "Gift cards and credit" }),
  myData: msg({ id: "accountHome.area.myData", message: "My data" }),
  accountContact: msg({ id: "accountHome.area.contact", message: "Contact us" }),
  wishlist: msg({ id: "accountHome.area.wishlist", message: "My wishlist" }),
  basket: msg({ id: "accountHome.area.basket", message: "My basket" }),
  deleteAccount: msg({ id: "accountHome.area.deleteAccount", message: "Delete account" }),
};

/** The link text of one account area. */
export function AccountAreaLabel({ area }: { readonly area: AccountArea }) {
  const { _ } = useLingui();
  return <>{_(labels[area])}</>;
}
