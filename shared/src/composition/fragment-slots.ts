/** The attribute of a fragment slot's element (decision 0055). */
export const fragmentSlotAttribute = "data-fragment-slot";

const slotIdPattern = /^[a-z0-9-]{1,40}$/;

/** A slot id as a fragment's markup and its container id may carry it: `[a-z0-9-]{1,40}`. */
export function isFragmentSlotId(id: string): boolean {
  return slotIdPattern.test(id);
}

/**
 * A slot's empty element, exactly as `FragmentSlot` renders it on the server: the edge puts the
 * filling fragment inside it.
 */
export function fragmentSlotPlaceholder(id: string): string {
  return `<div ${fragmentSlotAttribute}="${id}"></div>`;
}
