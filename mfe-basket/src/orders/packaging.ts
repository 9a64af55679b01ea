import type { OrderLine } from "@shop/shared";
import type { CarrierKey } from "./carriers.ts";

/** What one package holds: variant ids and quantities of the order's lines. */
export interface PackageLine {
  readonly variantId: string;
  readonly quantity: number;
}

/** A package before it is stored: its carrier, tracking number and lines. */
export interface NewPackage {
  readonly carrierKey: CarrierKey;
  readonly trackingNumber: string;
  readonly lines: readonly PackageLine[];
}

/**
 * Splits an order's lines into packages (decision 0039): `count` packages at most, never more
 * than there are lines, the lines dealt out in order so each package holds whole lines.
 */
export function splitIntoPackages(
  lines: readonly Pick<OrderLine, "variantId" | "quantity">[],
  count: number,
): PackageLine[][] {
  const packages = Math.max(1, Math.min(Math.floor(count), lines.length));
  const split: PackageLine[][] = Array.from({ length: packages }, () => []);
  lines.forEach((line, index) => {
    split[index % packages]?.push({ variantId: line.variantId, quantity: line.quantity });
  });
  return split.filter((held) => held.length > 0);
}

/**
 * A tracking number as the carriers print them: letters of the carrier, then digits from the
 * given random bytes (the CLI passes `crypto.randomBytes`; tests pass fixed bytes).
 */
export function trackingNumberFor(carrier: CarrierKey, random: Uint8Array): string {
  const digits = [...random].map((byte) => String(byte % 10)).join("");
  return `${carrier.slice(0, 2).toUpperCase()}${digits}`;
}
