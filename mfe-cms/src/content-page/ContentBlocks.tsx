import type { ContentBlock } from "@shop/shared";
import { AccordionBlock } from "./AccordionBlock.tsx";
import { BundlePromotionBlock } from "./BundlePromotionBlock.tsx";
import { CountdownBlock } from "./CountdownBlock.tsx";
import type { BlockProps } from "./block-props.ts";
import { FaqBlock } from "./FaqBlock.tsx";
import { GridBlock } from "./GridBlock.tsx";
import { HeroBlock } from "./HeroBlock.tsx";
import { NewsletterBlock } from "./newsletter/NewsletterBlock.tsx";
import { ProductListBlock } from "./ProductListBlock.tsx";
import { RetailStoreBlock } from "./RetailStoreBlock.tsx";
import { RichTextBlock } from "./RichTextBlock.tsx";
import { SliderBlock } from "./SliderBlock.tsx";
import { TeaserBlock } from "./TeaserBlock.tsx";
import { TextBlock } from "./TextBlock.tsx";
import { VideoBlock } from "./VideoBlock.tsx";

const blockComponents: Record<string, (props: BlockProps) => React.ReactNode> = {
  hero: HeroBlock,
  text: TextBlock,
  richtext: RichTextBlock,
  accordion: AccordionBlock,
  faq: FaqBlock,
  grid: GridBlock,
  teaser: TeaserBlock,
  countdown: CountdownBlock,
  slider: SliderBlock,
  newsletter: NewsletterBlock,
  bundle_promotion: BundlePromotionBlock,
  retail_store: RetailStoreBlock,
  video: VideoBlock,
  product_list: ProductListBlock,
};

const renderBlocks = (blocks: readonly ContentBlock[]) => <ContentBlocks blocks={blocks} />;

/** Renders each block by its `component` name; unknown blocks are skipped, never fatal. */
export function ContentBlocks({ blocks }: { readonly blocks: readonly ContentBlock[] }) {
  return blocks.map((block) => {
    const Block = blockComponents[block.component];
    return Block ? <Block key={block._uid} block={block} renderBlocks={renderBlocks} /> : null;
  });
}
