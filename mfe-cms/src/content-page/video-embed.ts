import { parseConsentCookie, type ConsentRecord } from "@shop/shared";

/** A video the block may embed: the provider's player address and who runs it. */
export interface VideoEmbed {
  readonly provider: "youtube" | "vimeo";
  readonly embedUrl: string;
  /** The video's own page at the provider, for a shopper who prefers to watch it there. */
  readonly watchUrl: string;
  /** The provider as shoppers know it. */
  readonly providerName: string;
  readonly company: string;
}

const youtubeId = /^[\w-]{11}$/;
const vimeoId = /^\d{1,12}$/;

/**
 * The player of a YouTube or Vimeo address (watch, short and embed forms), through YouTube's
 * privacy-enhanced host and Vimeo's do-not-track player. Any other address gives nothing: the
 * block never frames a page it does not know.
 */
export function videoEmbed(address: string): VideoEmbed | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:") return undefined;
  const host = url.hostname.replace(/^(www|m)\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id =
      segments[0] === "embed" || segments[0] === "shorts"
        ? segments[1]
        : (url.searchParams.get("v") ?? undefined);
  } else if (host === "youtu.be") {
    id = segments[0];
  }
  if (id !== undefined) {
    return youtubeId.test(id)
      ? {
          provider: "youtube",
          embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
          watchUrl: `https://www.youtube.com/watch?v=${id}`,
          providerName: "YouTube",
          company: "Google Ireland Limited",
        }
      : undefined;
  }
  const vimeo =
    host === "vimeo.com" ? segments[0] : host === "player.vimeo.com" ? segments[1] : undefined;
  return vimeo !== undefined && vimeoId.test(vimeo)
    ? {
        provider: "vimeo",
        embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1`,
        watchUrl: `https://vimeo.com/${vimeo}`,
        providerName: "Vimeo",
        company: "Vimeo.com, Inc.",
      }
    : undefined;
}

/**
 * The consent service a provider's player would need. The consent team's configuration has no
 * such service yet (decision 0043): until it does, no stored consent allows a player and only
 * the shopper's click on the block's own button loads it.
 */
export const videoConsentServices: Readonly<Record<VideoEmbed["provider"], string>> = {
  youtube: "youtube_video",
  vimeo: "vimeo_video",
};

/** Whether a stored consent record allows a provider's player (its service switched on). */
export function consentAllowsVideo(
  record: ConsentRecord | undefined,
  provider: VideoEmbed["provider"],
): boolean {
  return (
    record?.userInteracted === true && record.services[videoConsentServices[provider]] === true
  );
}

/** The consent record of the consent team's cookie in a `document.cookie` string. */
export function consentRecordOfCookies(
  cookies: string,
  cookieName: string,
): ConsentRecord | undefined {
  const entry = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`));
  return parseConsentCookie(entry?.slice(cookieName.length + 1));
}
