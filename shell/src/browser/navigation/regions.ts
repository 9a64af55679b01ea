import {
  layoutRegions,
  pageMarkup,
  type PagePayload,
  type PayloadFragment,
  type RegionName,
} from "@shop/shared";
import { pageFragment, pageFragments, type PageFragment } from "../fragments.ts";

/** The regions that hold the page itself: swapped on every navigation. */
const pageRegions: readonly RegionName[] = ["main", "sidebar"];

/** A region the navigation replaces: its box and the fragments that go in. */
interface RegionChange {
  readonly element: HTMLElement;
  readonly fragments: readonly PayloadFragment[];
}

export interface RegionSwap {
  /** The fragments (with applications) that leave the page. */
  readonly removed: readonly PageFragment[];
  /** Puts the new fragments in place; returns those that rendered, to start. */
  readonly apply: () => PageFragment[];
}

let renamed = 0;

const fragmentSelector = `[${pageMarkup.fragmentAttribute}]`;

/** A header, footer or overlay region whose fragments stay: the same fragments in the same versions. */
function keeps(element: HTMLElement, fragments: readonly PayloadFragment[]): boolean {
  const current = [...element.querySelectorAll<HTMLElement>(fragmentSelector)];
  return (
    current.length === fragments.length &&
    current.every(
      (container, index) =>
        container.getAttribute(pageMarkup.fragmentAttribute) === fragments[index]?.fragmentId &&
        container.dataset.version === fragments[index]?.version,
    )
  );
}

/** A fragment's container as the edge writes it into a document. */
function container(fragment: PayloadFragment, id: string): HTMLElement {
  const element = document.createElement("div");
  element.id = id;
  element.className = "shop-fragment";
  element.setAttribute(pageMarkup.fragmentAttribute, fragment.fragmentId);
  element.dataset.version = fragment.version;
  element.dataset.status = fragment.rendered ? "rendered" : "fallback";
  if (fragment.hydration) element.setAttribute(pageMarkup.hydrationAttribute, fragment.hydration);
  element.innerHTML = fragment.html;
  return element;
}

/**
 * What a navigation to `payload` changes (decision 0050): the page's own regions always, the
 * frame's regions only where their fragments or versions differ, so the mini-basket and the
 * header's navigation keep running. Undefined when the document lacks a region's box (a page
 * the shell could not frame): only a document load can show the page then.
 */
export function regionSwap(
  payload: PagePayload,
  fragments: readonly PageFragment[],
): RegionSwap | undefined {
  const changes: RegionChange[] = [];
  for (const region of layoutRegions[payload.layout] as readonly RegionName[]) {
    const element = document.querySelector<HTMLElement>(`[data-region="${region}"]`);
    if (!element) return undefined;
    const next = payload.regions[region] ?? [];
    if (!pageRegions.includes(region) && keeps(element, next)) continue;
    changes.push({ element, fragments: next });
  }
  const leaving = (fragment: PageFragment) =>
    changes.some(({ element }) => element.contains(fragment.element));
  return {
    removed: fragments.filter(leaving),
    apply() {
      const staying = new Set(
        [...document.querySelectorAll<HTMLElement>(fragmentSelector)]
          .filter((element) => !changes.some((change) => change.element.contains(element)))
          .map((element) => element.id),
      );
      const started: PageFragment[] = [];
      for (const change of changes) {
        const containers = change.fragments.map((fragment) => {
          // An id a staying fragment holds is taken: the new container gets its own.
          const id = staying.has(fragment.elementId)
            ? `${fragment.elementId}-n${(renamed += 1)}`
            : fragment.elementId;
          const element = container(fragment, id);
          // With the fragments its slots hold, which start as fragments of their own.
          if (fragment.rendered) started.push(pageFragment(element, fragment.state));
          started.push(...pageFragments(element));
          return element;
        });
        change.element.replaceChildren(...containers);
      }
      return started;
    },
  };
}
