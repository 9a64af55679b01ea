import { useEffect } from "react";
import type { ContentStory } from "@shop/shared";
import { bridgeScriptUrl } from "./preview-query.ts";

/** What the content page's state says about an editor's preview (set only for a draft). */
export interface PreviewState {
  /** Where the bridge asks for the page's draft. */
  readonly apiUrl: string;
}

/** An event of the editor bridge: `input` carries the edited story. */
interface BridgeEvent {
  readonly action?: string;
  readonly story?: unknown;
}

interface Bridge {
  on(events: readonly string[], callback: (event: BridgeEvent) => void): void;
}

type BridgeConstructor = new (options: { shopPreviewUrl: string }) => Bridge;

const isStory = (value: unknown): value is ContentStory =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as { content?: { body?: unknown } }).content?.body);

/**
 * Catalogue spec points 4 and 6: in the editor's preview, and only inside a frame (the editor's),
 * loads the bridge script and follows its events: `input` replaces the story shown, `published`
 * and `change` reload the page.
 */
export function usePreviewBridge(
  preview: PreviewState | undefined,
  showStory: (story: ContentStory) => void,
): void {
  const apiUrl = preview?.apiUrl;
  useEffect(() => {
    if (!apiUrl || window.self === window.top) return undefined;
    let active = true;
    const script = document.createElement("script");
    script.src = bridgeScriptUrl;
    script.async = true;
    script.onload = () => {
      const Bridge = (window as { StoryblokBridge?: BridgeConstructor }).StoryblokBridge;
      if (!active || !Bridge) return;
      new Bridge({ shopPreviewUrl: apiUrl }).on(["input", "change", "published"], (event) => {
        if (!active) return;
        if (event.action === "input") {
          if (isStory(event.story)) showStory(event.story);
        } else {
          window.location.reload();
        }
      });
    };
    document.head.append(script);
    return () => {
      active = false;
    };
  }, [apiUrl, showStory]);
}
