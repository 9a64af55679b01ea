import { useId } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";

/** The search box: a GET form to the search page (works without JavaScript). */
export function SearchForm({ action, query }: { readonly action: string; readonly query: string }) {
  const { _ } = useLingui();
  const id = useId();
  return (
    <form
      className="cat-search-form"
      role="search"
      method="get"
      action={action}
      aria-label={_(msg({ id: "search.formLabel", message: "Product search" }))}
    >
      <label htmlFor={id} className="cat-search-form__label">
        <Trans id="search.label">Search for</Trans>
      </label>
      <div className="cat-search-form__row">
        <input
          id={id}
          className="cat-search-form__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="shop-button">
          <Trans id="search.submit">Search</Trans>
        </button>
      </div>
    </form>
  );
}
