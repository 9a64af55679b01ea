import type { ContentBlock } from "@shop/shared";
import { linkField, linkTargetProps, textField } from "./block-fields.ts";

/** The page's lead: its one `h1`, an intro text and an optional call to action. */
export function HeroBlock({ block }: { readonly block: ContentBlock }) {
  const link = linkField(block, "link");
  const linkText = textField(block, "linkText");
  return (
    <section className="cms-hero">
      <h1 className="cms-hero__headline">{textField(block, "headline")}</h1>
      <p className="cms-hero__text">{textField(block, "text")}</p>
      {link && linkText ? (
        <a className="cms-hero__link" href={link.href} {...linkTargetProps(link)}>
          {linkText}
        </a>
      ) : null}
    </section>
  );
}
