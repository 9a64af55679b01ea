import { Trans } from "@lingui/react/macro";
import { useState, useSyncExternalStore } from "react";
import { consentCookieName, onShopEvent } from "@shop/shared";
import type { BlockProps } from "./block-props.ts";
import { textField } from "./block-fields.ts";
import {
  consentAllowsVideo,
  consentRecordOfCookies,
  videoEmbed,
  type VideoEmbed,
} from "./video-embed.ts";

/** The consent team's announcement is when a stored consent may have changed. */
const subscribeToConsent = (onChange: () => void) => onShopEvent("consent:updated", onChange);

/** Whether the consent team's cookie allows the provider's player (never on the server). */
const storedConsentAllows = (provider: VideoEmbed["provider"]) =>
  consentAllowsVideo(consentRecordOfCookies(document.cookie, consentCookieName), provider);

/** Who receives the shopper's data when the video plays. */
function VideoNotice({ company }: { readonly company: string }) {
  return (
    <p className="cms-video__notice">
      <Trans id="video.notice">
        This video is provided by {company}. When you play it, data such as your IP address is sent
        to {company}.
      </Trans>
    </p>
  );
}

/**
 * The video's page at its provider: a link, so nothing is asked of the provider until the
 * shopper follows it (and a way to watch where the page cannot frame the player).
 */
function WatchAtProvider({ href, provider }: { readonly href: string; readonly provider: string }) {
  return (
    <a className="cms-video__watch" href={href} target="_blank" rel="noopener noreferrer">
      <Trans id="video.watchAt">Watch at {provider} (opens in a new window)</Trans>
    </a>
  );
}

/**
 * A consent-aware video (catalogue spec point 2): until the shopper agrees, a placeholder with
 * the video's title, who would receive their data and a button that loads the player; no
 * request leaves for the provider before. A stored consent for the provider's service (the
 * consent team's cookie, read after hydration so server and browser render alike, and again on
 * the consent team's `consent:updated` announcement) loads the player too.
 */
export function VideoBlock({ block }: BlockProps) {
  const embed = videoEmbed(textField(block, "video"));
  const title = textField(block, "title");
  const [clicked, setClicked] = useState(false);
  const consented = useSyncExternalStore(
    subscribeToConsent,
    () => embed !== undefined && storedConsentAllows(embed.provider),
    () => false,
  );
  const playing = clicked || consented;
  if (!embed) return null;
  return (
    <figure className="cms-video">
      {playing ? (
        <iframe
          className="cms-video__player"
          src={embed.embedUrl}
          title={title}
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : (
        <div className="cms-video__placeholder">
          <VideoNotice company={embed.company} />
          <button type="button" className="cms-video__play" onClick={() => setClicked(true)}>
            <Trans id="video.play">Load and play video</Trans>
            <span className="cms-visually-hidden">: {title}</span>
          </button>
        </div>
      )}
      <figcaption className="cms-video__title">
        {title} <WatchAtProvider href={embed.watchUrl} provider={embed.providerName} />
      </figcaption>
    </figure>
  );
}
