import type { ContentBlock } from "@shop/shared";
import { HeroBlock } from "./HeroBlock.tsx";
import { TextBlock } from "./TextBlock.tsx";

const blockComponents: Record<string, (props: { block: ContentBlock }) => React.ReactNode> = {
  hero: HeroBlock,
  text: TextBlock,
};

/** Renders each block by its `component` name; unknown blocks are skipped, never fatal. */
export function ContentBlocks({ blocks }: { readonly blocks: readonly ContentBlock[] }) {
  return blocks.map((block) => {
    const Block = blockComponents[block.component];
    return Block ? <Block key={block._uid} block={block} /> : null;
  });
}
