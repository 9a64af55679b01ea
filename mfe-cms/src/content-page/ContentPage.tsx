import type { ContentStory } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { ContentBlocks } from "./ContentBlocks.tsx";
import "./content-page.css";

export interface ContentPageState {
  readonly story: ContentStory;
}

/** A content page: the story's blocks in order. */
export function ContentPage({ state }: FragmentProps<ContentPageState>) {
  return (
    <div className="cms-page">
      <ContentBlocks blocks={state.story.content.body} />
    </div>
  );
}
