import type { BlockProps } from "./block-props.ts";
import { linkField, linkTargetProps, textField, textListField } from "./block-fields.ts";
import { contentImage } from "./content-image.ts";
import { ContentImg } from "./ContentImg.tsx";

/** The width a bundle's image is shown at (its 2x image is twice that). */
const bundleImageWidth = 600;

/**
 * A bundle promotion (catalogue spec point 2): a set of products sold together at a saving, as
 * the editor describes it: an image, a headline, the saving (`badge`, "−15 %"), what is in the
 * set (`items`) and a link to the set's page.
 */
export function BundlePromotionBlock({ block }: BlockProps) {
  const image = contentImage(block.image, bundleImageWidth);
  const headline = textField(block, "headline");
  const badge = textField(block, "badge");
  const text = textField(block, "text");
  const items = textListField(block, "items");
  const link = linkField(block, "link");
  const linkText = textField(block, "linkText");
  return (
    <article className="cms-bundle">
      {image ? (
        <ContentImg image={image} className="cms-bundle__image" width={bundleImageWidth} />
      ) : null}
      <div className="cms-bundle__body">
        {badge ? <p className="cms-bundle__badge">{badge}</p> : null}
        {headline ? <h2 className="cms-bundle__headline">{headline}</h2> : null}
        {text ? <p className="cms-bundle__text">{text}</p> : null}
        {items.length > 0 ? (
          <ul className="cms-bundle__items">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {link && linkText ? (
          <a className="cms-bundle__link" href={link.href} {...linkTargetProps(link)}>
            {linkText}
          </a>
        ) : null}
      </div>
    </article>
  );
}
