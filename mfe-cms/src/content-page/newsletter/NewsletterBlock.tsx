import { Suspense } from "react";
import { NewsletterSignUp } from "#newsletter-sign-up";
import type { BlockProps } from "../block-props.ts";
import { textField } from "../block-fields.ts";
import { useContentShop } from "../content-shop.ts";

/**
 * The newsletter sign-up block (catalogue spec point 2): the editor's headline, text and privacy
 * note, and the sign-up form. The form hydrates on its own, when the block is seen (decision
 * 0068): the server renders it inside a Suspense boundary, and the browser loads its code later.
 */
export function NewsletterBlock({ block }: BlockProps) {
  const shop = useContentShop();
  const headline = textField(block, "headline");
  const text = textField(block, "text");
  const privacyText = textField(block, "privacyText");
  const headingId = `cms-newsletter-${block._uid}`;
  const blockId = `cms-newsletter-block-${block._uid}`;
  return (
    <section
      id={blockId}
      className="cms-newsletter"
      aria-labelledby={headline ? headingId : undefined}
    >
      {headline ? (
        <h2 id={headingId} className="cms-newsletter__headline">
          {headline}
        </h2>
      ) : null}
      {text ? <p className="cms-newsletter__text">{text}</p> : null}
      {shop ? (
        <Suspense fallback={null}>
          <NewsletterSignUp shop={shop} blockId={blockId} />
        </Suspense>
      ) : null}
      {privacyText ? <p className="cms-newsletter__privacy">{privacyText}</p> : null}
    </section>
  );
}
