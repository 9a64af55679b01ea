import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { AccountClient } from "../api/client.ts";
import type { MyDataPageState } from "./MyDataPage.tsx";

/** The my-data overview's state, per request: everything stored about the customer. */
export async function loadMyDataPage(
  request: FragmentRequest<AccountClient>,
  i18n: I18n,
): Promise<LoadedFragment<MyDataPageState>> {
  return {
    state: { data: await request.api.myData() },
    head: {
      title: i18n._(msg({ id: "myData.title", message: "My data" })),
      robots: "noindex,nofollow",
    },
  };
}
