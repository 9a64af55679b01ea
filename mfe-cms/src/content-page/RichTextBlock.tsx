import type { BlockProps } from "./block-props.ts";
import { textField } from "./block-fields.ts";
import { RichText } from "./RichText.tsx";
import { isRichTextDocument } from "./rich-text.ts";

/** A heading with a rich text (`text`); the blocks embedded in it render as blocks. */
export function RichTextBlock({ block, renderBlocks }: BlockProps) {
  const headline = textField(block, "headline");
  const text = block.text;
  return (
    <section className="cms-text">
      {headline ? <h2 className="cms-text__headline">{headline}</h2> : null}
      {isRichTextDocument(text) ? <RichText document={text} renderBlocks={renderBlocks} /> : null}
    </section>
  );
}
