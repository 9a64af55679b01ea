import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Trans } from "@lingui/react/macro";
import type { FragmentProps } from "@shop/shared/ui";
import { linkTargetProps } from "../content-page/block-fields.ts";
import { ContentImg } from "../content-page/ContentImg.tsx";
import { navigationTeaserImageWidth, type NavigationTeaser } from "./navigation-teasers.ts";
import "./navigation-teasers.css";

export interface NavigationTeasersState {
  readonly teasers: readonly NavigationTeaser[];
}

/**
 * The header's navigation teasers (catalogue spec point 2: layout content; decision 0049): a
 * disclosure button in the header's navigation that opens a flyout of the editors' teasers,
 * each one link. Escape or leaving the flyout with the keyboard closes it; Escape puts focus
 * back on the button. The teasers are in the server's HTML (hidden until opened). Nothing
 * without teasers.
 */
export function NavigationTeasers({ state }: FragmentProps<NavigationTeasersState>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  if (state.teasers.length === 0) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <div className="cms-nav-teasers" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="cms-nav-teasers__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Trans id="navigationTeasers.open">Inspiration</Trans>
      </button>
      <div id={panelId} className="cms-nav-teasers__panel" hidden={!open}>
        <ul className="cms-nav-teasers__list">
          {state.teasers.map((teaser) => (
            <li key={teaser.id}>
              <TeaserLink teaser={teaser} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function TeaserLink({ teaser }: { readonly teaser: NavigationTeaser }) {
  const { image, headline, text, link } = teaser;
  return (
    <a className="cms-nav-teasers__teaser" href={link.href} {...linkTargetProps(link)}>
      {image ? (
        <ContentImg
          image={image}
          className="cms-nav-teasers__image"
          width={navigationTeaserImageWidth}
          height={navigationTeaserImageWidth}
        />
      ) : null}
      <span className="cms-nav-teasers__headline">{headline}</span>
      {text ? <span className="cms-nav-teasers__text">{text}</span> : null}
    </a>
  );
}
