import type { BlockProps } from "./block-props.ts";
import { blocksField, textField } from "./block-fields.ts";
import { ExpandableItems } from "./ExpandableItems.tsx";

/** An accordion: a heading and items (`title`, `text`) that open and close. */
export function AccordionBlock({ block, renderBlocks }: BlockProps) {
  const headline = textField(block, "headline");
  return (
    <section className="cms-accordion">
      {headline ? <h2 className="cms-text__headline">{headline}</h2> : null}
      <ExpandableItems
        items={blocksField(block, "items")}
        titleField="title"
        bodyField="text"
        renderBlocks={renderBlocks}
      />
    </section>
  );
}
