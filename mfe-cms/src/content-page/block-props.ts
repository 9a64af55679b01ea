import type { ContentBlock } from "@shop/shared";

/** What every block component receives: its block, and the renderer of nested blocks. */
export interface BlockProps {
  readonly block: ContentBlock;
  readonly renderBlocks: (blocks: readonly ContentBlock[]) => React.ReactNode;
}
