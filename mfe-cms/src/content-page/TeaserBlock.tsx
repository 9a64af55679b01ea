import type { BlockProps } from "./block-props.ts";
import { linkField, linkTargetProps, textField } from "./block-fields.ts";
import { contentImage } from "./content-image.ts";
import { ContentImg } from "./ContentImg.tsx";

/** The width a teaser's image is shown at (its 2x image is twice that). */
const teaserImageWidth = 600;

/**
 * A teaser: an image, a heading, a short text and a link to more. The link names its teaser's
 * heading for screen readers, so "Weiterlesen" is not one of several alike links out of context
 * (WCAG 2.4.4).
 */
export function TeaserBlock({ block }: BlockProps) {
  const image = contentImage(block.image, teaserImageWidth);
  const headline = textField(block, "headline");
  const text = textField(block, "text");
  const link = linkField(block, "link");
  const linkText = textField(block, "linkText");
  return (
    <article className="cms-teaser">
      {image ? (
        <ContentImg image={image} className="cms-teaser__image" width={teaserImageWidth} />
      ) : null}
      {headline ? <h2 className="cms-teaser__headline">{headline}</h2> : null}
      {text ? <p className="cms-teaser__text">{text}</p> : null}
      {link && linkText ? (
        <a className="cms-teaser__link" href={link.href} {...linkTargetProps(link)}>
          {linkText}
          {headline ? <span className="shop-visually-hidden">: {headline}</span> : null}
        </a>
      ) : null}
    </article>
  );
}
