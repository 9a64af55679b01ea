import type { ContentBlock } from "@shop/shared";
import type { BlockProps } from "./block-props.ts";
import { textField } from "./block-fields.ts";
import { RichText } from "./RichText.tsx";
import { isRichTextDocument } from "./rich-text.ts";

/**
 * Items that open and close (catalogue spec point 4: accordion open or closed), as `details`
 * and `summary`: keyboard and screen readers get the disclosure from the browser, with or
 * without script. `titleField` and `bodyField` name the item's fields.
 */
export function ExpandableItems({
  items,
  titleField,
  bodyField,
  renderBlocks,
}: {
  readonly items: readonly ContentBlock[];
  readonly titleField: string;
  readonly bodyField: string;
  readonly renderBlocks: BlockProps["renderBlocks"];
}) {
  return items.map((item) => {
    const body = item[bodyField];
    return (
      <details key={item._uid} className="cms-expandable">
        <summary className="cms-expandable__title">{textField(item, titleField)}</summary>
        <div className="cms-expandable__body">
          {isRichTextDocument(body) ? (
            <RichText document={body} renderBlocks={renderBlocks} />
          ) : (
            <p>{textField(item, bodyField)}</p>
          )}
        </div>
      </details>
    );
  });
}
