import type { ContentBlock } from "@shop/shared";
import { textField, textListField } from "./block-fields.ts";

/** A heading with paragraphs of plain text. */
export function TextBlock({ block }: { readonly block: ContentBlock }) {
  const headline = textField(block, "headline");
  return (
    <section className="cms-text">
      {headline ? <h2 className="cms-text__headline">{headline}</h2> : null}
      {textListField(block, "paragraphs").map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
