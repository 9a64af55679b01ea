import { useCallback, useState } from "react";
import type { ContentStory } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { ContentBlocks } from "./ContentBlocks.tsx";
import { ContentShop } from "./content-shop.ts";
import { productListSlots } from "./product-list-slots.ts";
import { usePreviewBridge, type PreviewState } from "./use-preview-bridge.ts";
import "./content-page.css";

export interface ContentPageState {
  readonly story: ContentStory;
  /** Set for an editor's preview of the draft (catalogue spec point 6). */
  readonly preview?: PreviewState;
}

/**
 * A content page: the story's blocks in order; in the editor's preview, updated live. A live
 * edit keeps each product list's slot, and the catalogue's list in it, until the next load.
 */
export function ContentPage({ state, shop }: FragmentProps<ContentPageState>) {
  const [story, setStory] = useState(state.story);
  const showEdited = useCallback(
    (edited: ContentStory) => setStory(productListSlots(edited).story),
    [],
  );
  usePreviewBridge(state.preview, showEdited);
  return (
    <ContentShop value={shop}>
      <div className="cms-page" data-content-version={state.preview ? "draft" : undefined}>
        <ContentBlocks blocks={story.content.body} />
      </div>
    </ContentShop>
  );
}
