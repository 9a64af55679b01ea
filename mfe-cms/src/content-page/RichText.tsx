import type { BlockProps } from "./block-props.ts";
import { richTextSegments, type RichTextDocument } from "./rich-text.ts";

/**
 * A rich text document: its markup, and the blocks embedded in it rendered by `renderBlocks`
 * (the page's block renderer, passed in so the two do not import each other).
 */
export function RichText({
  document,
  renderBlocks,
}: {
  readonly document: RichTextDocument;
  readonly renderBlocks: BlockProps["renderBlocks"];
}) {
  return richTextSegments(document).map((segment, index) =>
    segment.kind === "html" ? (
      // The markup comes from @storyblok/richtext, which escapes text and attributes.
      <div
        key={index}
        className="cms-richtext"
        dangerouslySetInnerHTML={{ __html: segment.html }}
      />
    ) : (
      <div key={index} className="cms-richtext__blocks">
        {renderBlocks(segment.blocks)}
      </div>
    ),
  );
}
