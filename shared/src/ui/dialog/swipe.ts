/**
 * Swipe-down dismissal of a non-modal dialog on touch screens (catalogue spec point 4 and 9):
 * the panel follows the finger only once the swipe has passed 10 px, and a swipe of more than
 * 70 px closes the dialog; anything shorter snaps back.
 */
export const dialogSwipeStartPx = 10;
export const dialogSwipeClosePx = 70;

/** How far the panel follows a downward swipe of `deltaY` px: nothing until it passes 10 px. */
export function dialogSwipeOffset(deltaY: number): number {
  return deltaY > dialogSwipeStartPx ? deltaY : 0;
}

/** True when a downward swipe of `deltaY` px, released, closes the dialog (more than 70 px). */
export function dialogSwipeCloses(deltaY: number): boolean {
  return deltaY > dialogSwipeClosePx;
}
