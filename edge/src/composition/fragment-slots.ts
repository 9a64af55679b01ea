import {
  fragmentId,
  fragmentSlotAttribute,
  fragmentSlotPlaceholder,
  isFragmentSlotId,
  type FragmentSlot,
  type MicroFrontendName,
  type PayloadFragment,
  type PlacedFragment,
} from "@shop/shared";
import type { SliceVersion } from "./artefact-store.ts";
import { fragmentMarkup } from "./document.ts";
import { renderFragment, type Outcome } from "./fragment-render.ts";
import type { CompositionDeps, PageRequest } from "./page-request.ts";

/** A placed fragment's outcome with its slots filled; not `whole` when it or a slot failed. */
export interface PlacedOutcome extends Outcome {
  readonly whole: boolean;
}

/** The container id of the page's `index`th placed fragment, the same in documents and payloads. */
export const placedElementId = (index: number): string => `fragment-${index}`;

/** A placed fragment's container as a page carries it: its rendering, or the fallback. */
export function placedFragment(
  outcome: PlacedOutcome,
  index: number,
  fallbackHtml: string,
): PayloadFragment {
  return {
    elementId: placedElementId(index),
    fragmentId: fragmentId(outcome.placed.ref),
    version: outcome.slice?.version ?? "unknown",
    rendered: outcome.rendered !== undefined,
    html: outcome.rendered?.html ?? fallbackHtml,
    state: outcome.rendered?.state ?? null,
    ...(outcome.rendered && outcome.hydration ? { hydration: outcome.hydration } : {}),
  };
}

/**
 * Renders a placed fragment and fills its slots (decision 0055): each slot's fragment is
 * rendered like any other (cached by its own slice's version and data) and goes into its place as
 * a fragment container of its own, `fragment-{index}-{slot id}`, which the shell hydrates by itself.
 * A slot stays empty when its fragment is not one the placement allows, is personal, or fails.
 */
export async function renderPlaced(
  deps: CompositionDeps,
  request: PageRequest,
  placed: PlacedFragment,
  index: number,
  slices: ReadonlyMap<MicroFrontendName, SliceVersion>,
): Promise<PlacedOutcome> {
  const elementId = placedElementId(index);
  const outcome = await renderFragment(deps, request, placed, slices.get(placed.ref.mfe));
  const slots = outcome.rendered?.slots ?? [];
  if (!outcome.rendered || slots.length === 0) {
    return { ...outcome, whole: outcome.rendered !== undefined };
  }
  const fillings = await Promise.all(
    slots.map((slot) =>
      slotFilling(deps, request, placed, slot, `${elementId}-${slot.id}`, slices),
    ),
  );
  let html = outcome.rendered.html;
  let whole = true;
  for (const [index, slot] of slots.entries()) {
    const filling = fillings[index];
    const placeholder = fragmentSlotPlaceholder(slot.id);
    if (filling === undefined || !html.includes(placeholder)) {
      whole = false;
      continue;
    }
    // A function, so that `$&` or `$1` in the markup stays text.
    html = html.replace(
      placeholder,
      () => `<div ${fragmentSlotAttribute}="${slot.id}">${filling}</div>`,
    );
  }
  return { ...outcome, rendered: { ...outcome.rendered, html }, whole };
}

/** The container of a slot's fragment with its state, or undefined when the slot stays empty. */
async function slotFilling(
  deps: CompositionDeps,
  request: PageRequest,
  placed: PlacedFragment,
  slot: FragmentSlot,
  elementId: string,
  slices: ReadonlyMap<MicroFrontendName, SliceVersion>,
): Promise<string | undefined> {
  const slice = slices.get(slot.ref.mfe);
  const allowed = placed.slots?.some(
    (ref) => ref.mfe === slot.ref.mfe && ref.fragment === slot.ref.fragment,
  );
  const renderer =
    allowed && slice
      ? await deps.renderers.fragmentRenderer(slice).catch(() => undefined)
      : undefined;
  if (!isFragmentSlotId(slot.id) || !allowed || renderer?.fragments[slot.ref.fragment]?.personal) {
    deps.logger.error("fragment.slot_refused", {
      fragment: fragmentId(placed.ref),
      slot: slot.id.slice(0, 40),
      filling: fragmentId(slot.ref),
    });
    return undefined;
  }
  const filled = await renderFragment(
    deps,
    { ...request, query: slot.query },
    { region: placed.region, ref: slot.ref },
    slice,
  );
  if (!filled.rendered || !slice) return undefined;
  return fragmentMarkup({
    elementId,
    fragmentId: fragmentId(slot.ref),
    version: slice.version,
    rendered: true,
    html: filled.rendered.html,
    state: filled.rendered.state,
  });
}
