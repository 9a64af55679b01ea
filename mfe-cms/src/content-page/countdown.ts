import { utcInstant } from "../campaign/campaign-visibility.ts";

/** What is left until a moment: whole days, hours and minutes, or nothing once it has passed. */
export interface Remaining {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

const minute = 60_000;

/**
 * The time left from `now` until a countdown's end (Storyblok's date field, read as UTC like a
 * campaign's dates), rounded up to the minute; undefined once the end has passed or for an
 * unreadable date.
 */
export function remainingUntil(end: string, now: number): Remaining | undefined {
  const left = utcInstant(end) - now;
  if (!(left > 0)) return undefined;
  const minutes = Math.ceil(left / minute);
  return {
    days: Math.floor(minutes / (24 * 60)),
    hours: Math.floor(minutes / 60) % 24,
    minutes: minutes % 60,
  };
}
