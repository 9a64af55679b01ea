import { useEffect } from "react";
import { onShopEvent, type OrderResponse } from "@shop/shared";
import {
  consentAllowsSovendus,
  sovendusConsentService,
  sovendusContainerId,
  startSovendus,
  type SovendusNumbers,
} from "./sovendus.ts";

interface Props {
  readonly order: OrderResponse;
  readonly numbers: SovendusNumbers;
}

/**
 * Sovendus's voucher offer on the thank-you page of a shop with Sovendus numbers (decision
 * 0047): the container is in the server's markup; the order goes to Sovendus and its script
 * loads only with the shopper's consent to the `sovendus` service, stored or given on this page
 * (the consent team's `consent:updated`), and once per order.
 */
export function SovendusOffer({ order, numbers }: Props) {
  useEffect(() => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void startSovendus(order, numbers);
    };
    if (consentAllowsSovendus(document.cookie)) start();
    return onShopEvent("consent:updated", ({ accepted }) => {
      if (accepted.includes(sovendusConsentService)) start();
    });
  }, [order, numbers]);
  return <div id={sovendusContainerId} className="bsk-thanks__sovendus" />;
}
