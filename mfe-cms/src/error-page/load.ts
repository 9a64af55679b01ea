import type { I18n } from "@lingui/core";
import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { ErrorPageState } from "./ErrorPage.tsx";

/**
 * The error screen's state from the edge's route parameters (catalogue spec point 2): a missing
 * or reserved page (404), or a fatal error (`status` 500). The edge passes a fatal error's
 * `message` and `stack` only where the deployment environment is `qa`; they are shown then.
 */
export function loadErrorPage(
  request: FragmentRequest,
  i18n: I18n,
): Promise<LoadedFragment<ErrorPageState>> {
  const { params } = request;
  if (params.status === "500") {
    const details =
      params.message === undefined
        ? {}
        : { details: { message: params.message, stack: params.stack ?? "" } };
    return Promise.resolve({
      state: { status: 500, path: request.path, ...details },
      status: 500,
      head: { title: i18n._({ id: "error.headline" }), robots: "noindex" },
    });
  }
  const reserved = params.reason === "reserved";
  const title = reserved
    ? i18n._({ id: "error.notFound" })
    : i18n._({ id: "error.pageNotFound", values: { path: request.path } });
  return Promise.resolve({
    state: {
      status: 404,
      path: request.path,
      ...(reserved ? { reason: "reserved" as const } : {}),
    },
    status: 404,
    head: { title, robots: "noindex" },
  });
}
