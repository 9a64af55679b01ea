import { useEffect, useLayoutEffect, useRef } from "react";
import { consentHashCommand, onShopEvent, type ConsentHashCommand } from "@shop/shared";

export interface ConsentCommandHandlers {
  /** A URL hash named a consent command (`#denyConsent`); the hash is already removed. */
  readonly onHash: (command: ConsentHashCommand) => void;
  /** Another slice asked to show the banner again (`consent:open-banner`, the footer's link). */
  readonly onOpenBanner: () => void;
}

/**
 * Listens for the consent commands of core spec point 2: the hashes, on the first page and when
 * the hash changes, and the `consent:open-banner` event. A handled hash is taken off the address
 * first, so a reload that follows the decision does not decide again.
 */
export function useConsentCommands(handlers: ConsentCommandHandlers): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const readHash = () => {
      const command = consentHashCommand(location.hash);
      if (!command) return;
      history.replaceState(history.state, "", location.pathname + location.search);
      latest.current.onHash(command);
    };
    readHash();
    window.addEventListener("hashchange", readHash);
    const stopListening = onShopEvent("consent:open-banner", () => latest.current.onOpenBanner());
    return () => {
      window.removeEventListener("hashchange", readHash);
      stopListening();
    };
  }, []);
}
