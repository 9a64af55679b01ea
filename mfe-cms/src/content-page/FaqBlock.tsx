import type { BlockProps } from "./block-props.ts";
import { blocksField, textField } from "./block-fields.ts";
import { ExpandableItems } from "./ExpandableItems.tsx";
import { faqStructuredData } from "./faq-structured-data.ts";

/** Frequently asked questions (`question`, `answer`) that open and close, with FAQPage data. */
export function FaqBlock({ block, renderBlocks }: BlockProps) {
  const headline = textField(block, "headline");
  const items = blocksField(block, "items");
  return (
    <section className="cms-faq">
      {headline ? <h2 className="cms-text__headline">{headline}</h2> : null}
      <ExpandableItems
        items={items}
        titleField="question"
        bodyField="answer"
        renderBlocks={renderBlocks}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: faqStructuredData(items) }}
      />
    </section>
  );
}
