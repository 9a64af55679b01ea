import type { ContentStory } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { ContentBlocks } from "../content-page/ContentBlocks.tsx";
import { ContentShop } from "../content-page/content-shop.ts";
import "../content-page/content-page.css";
import "./layout-content.css";

export interface LayoutContentState {
  /** The page's layout content; null when the shop has none (nothing is rendered). */
  readonly story: ContentStory | null;
}

/**
 * A page's layout content (catalogue spec point 2): the editors' blocks beside the checkout's
 * steps or the login forms, such as what the shop promises a buyer or what an account offers.
 */
export function LayoutContent({ state, shop }: FragmentProps<LayoutContentState>) {
  if (!state.story) return null;
  return (
    <ContentShop value={shop}>
      <div className="cms-layout-content">
        <ContentBlocks blocks={state.story.content.body} />
      </div>
    </ContentShop>
  );
}
