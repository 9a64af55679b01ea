import type { Country } from "@shop/shared";
import type { TrackingConfig } from "../tracking/tracking-config.ts";

/** Where the country picker sends a visitor who chooses a country (core spec point 2). */
export interface CountryLink {
  readonly country: Country;
  /** The country's shop of the same brand, with the page's path and query. */
  readonly href: string;
}

/**
 * The consent team's in-process client: what its fragment's loader reads from the server side.
 * The visitor context comes with the request.
 */
export interface ConsentClient {
  /** The brand's shop in every country, each at the page's path and query (core spec point 2). */
  countryLinks(
    path: string,
    query: Readonly<Record<string, string>>,
  ): Promise<readonly CountryLink[]>;
  /** The brand's tag manager and videos domain (issue 20 points 3 and 5). */
  tracking(): Promise<TrackingConfig>;
}
