import { Trans } from "@lingui/react/macro";
import type { FragmentProps } from "@shop/shared/ui";
import "./error-page.css";

export interface ErrorPageState {
  readonly status: number;
  readonly path: string;
  /** `reserved`: a slug that can never be a page (catalogue spec point 2), answered 'Not found'. */
  readonly reason?: "reserved";
  /** A fatal error's message and stack: only in the `qa` deployment environment. */
  readonly details?: { readonly message: string; readonly stack: string };
}

/**
 * The error screen (catalogue spec point 2): for a 404 it names the path that was not found; for a
 * fatal error it says something went wrong, with status, message and stack in `qa` only.
 */
export function ErrorPage({ state, shop }: FragmentProps<ErrorPageState>) {
  const { path } = state;
  return (
    <section className="cms-error" aria-labelledby="cms-error-title">
      <p className="cms-error__oops">
        <Trans id="error.oops">Oops!</Trans>
      </p>
      <h1 id="cms-error-title" className="cms-error__headline">
        {state.reason === "reserved" ? (
          <Trans id="error.notFound">Not found</Trans>
        ) : state.status === 404 ? (
          <Trans id="error.pageNotFound">Page not found: {path}</Trans>
        ) : (
          <Trans id="error.headline">Something went wrong.</Trans>
        )}
      </h1>
      <p>
        <Trans id="error.message">We could not show the page you asked for.</Trans>
      </p>
      <p>
        <Trans id="error.suggestion">Check the address or start again from our home page.</Trans>
      </p>
      <a className="cms-error__home" href={`/${shop.language}/`}>
        <Trans id="error.backToHome">Back to the home page</Trans>
      </a>
      {state.details ? (
        <pre className="cms-error__details">
          {`${state.status} ${state.details.message}\n${state.details.stack}`}
        </pre>
      ) : null}
    </section>
  );
}
