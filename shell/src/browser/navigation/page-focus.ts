/**
 * Moves focus to the new page's main heading (its `h1`, made focusable without entering the
 * tab order), else to the main region, without scrolling: the navigation scrolls itself.
 */
export function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>("#main h1") ?? document.querySelector("h1");
  const target = heading ?? document.querySelector<HTMLElement>("#main");
  if (!target) return;
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/** A polite live region that names each new page for screen readers. */
export function pageAnnouncer(): (text: string) => void {
  const region = document.createElement("div");
  region.className = "shop-visually-hidden";
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  region.id = "shop-page-announcer";
  document.body.append(region);
  return (text) => {
    region.textContent = text;
  };
}
