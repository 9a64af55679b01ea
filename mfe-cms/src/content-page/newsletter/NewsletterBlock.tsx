import { useState } from "react";
import { Provider } from "react-redux";
import { makeStore } from "@shop/shared/store";
import type { BlockProps } from "../block-props.ts";
import { textField } from "../block-fields.ts";
import { useContentShop } from "../content-shop.ts";
import { NewsletterForm } from "./NewsletterForm.tsx";

/**
 * The newsletter sign-up block (catalogue spec point 2): the editor's headline, text and privacy
 * note, and the sign-up form. It holds its own small store for its one call (house style, client
 * data), so a content page without the block loads no Redux state.
 */
export function NewsletterBlock({ block }: BlockProps) {
  const shop = useContentShop();
  const [store] = useState(() => makeStore());
  const headline = textField(block, "headline");
  const text = textField(block, "text");
  const privacyText = textField(block, "privacyText");
  const headingId = `cms-newsletter-${block._uid}`;
  return (
    <section className="cms-newsletter" aria-labelledby={headline ? headingId : undefined}>
      {headline ? (
        <h2 id={headingId} className="cms-newsletter__headline">
          {headline}
        </h2>
      ) : null}
      {text ? <p className="cms-newsletter__text">{text}</p> : null}
      {shop ? (
        <Provider store={store}>
          <NewsletterForm shop={shop} />
        </Provider>
      ) : null}
      {privacyText ? <p className="cms-newsletter__privacy">{privacyText}</p> : null}
    </section>
  );
}
