import type { ContentStory } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import type { LayoutContentName } from "../api/client.ts";
import { ContentBlocks } from "../content-page/ContentBlocks.tsx";
import { ContentShop } from "../content-page/content-shop.ts";
import "../content-page/content-page.css";
import "./layout-content.css";

export interface LayoutContentState {
  /** Which layout content it is (the spec looks them up by name). */
  readonly name?: LayoutContentName;
  /** The page's layout content; null when the shop has none (nothing is rendered). */
  readonly story: ContentStory | null;
}

/**
 * A page's layout content (catalogue spec point 2): the editors' blocks beside the checkout's
 * steps or the login forms, such as what the shop promises a buyer or what an account offers,
 * or below a thank-you page whose order confirmation has expired. It carries its name
 * (`data-layout-content`), which its stylesheet shows by (decision 0049).
 */
export function LayoutContent({ state, shop }: FragmentProps<LayoutContentState>) {
  if (!state.story) return null;
  return (
    <ContentShop value={shop}>
      <div className="cms-layout-content" data-layout-content={state.name}>
        <ContentBlocks blocks={state.story.content.body} />
      </div>
    </ContentShop>
  );
}
