/** A shipping condition (core spec point 3): `versandkosten` from an order value of `ab_bestellwert`. */
export interface ShippingCondition {
  readonly label: string;
  readonly versandkosten: number;
  readonly ab_bestellwert: number;
}

/** The shipping a basket reaches, and how far it is from the next cheaper condition. */
export interface ShippingOutcome {
  readonly cost: number;
  readonly label: string;
  /** The next condition with lower cost (free shipping), or null when none is left to reach. */
  readonly next: { readonly label: string; readonly cost: number; readonly from: number } | null;
  /** What is still missing to reach `next`, in cents (0 when there is no next). */
  readonly remaining: number;
}

export interface ShippingInput {
  /** The items' total with tax, in cents. */
  readonly orderValue: number;
  readonly conditions: readonly ShippingCondition[];
  /** Freight (frachtkosten) for bulky goods. */
  readonly frachtkosten: number;
  readonly freightLabel: string;
  /** Some line is bulky (advancedAttributes.bulkyOrLoad): freight replaces standard shipping. */
  readonly bulky: boolean;
  /** Every line carries the free-shipping attribute 'j' (core spec point 9). */
  readonly freeShipping: boolean;
  readonly freeShippingLabel: string;
}

/**
 * The shipping cost of a basket from the shop's shipping configuration (core spec point 3): the
 * condition with the highest order value reached; freight for bulky goods; nothing when every
 * line ships free. `next` and `remaining` drive the progress towards a cheaper condition.
 */
export function shippingFor(input: ShippingInput): ShippingOutcome {
  if (input.freeShipping) {
    return { cost: 0, label: input.freeShippingLabel, next: null, remaining: 0 };
  }
  if (input.bulky) {
    return { cost: input.frachtkosten, label: input.freightLabel, next: null, remaining: 0 };
  }
  const byValue = [...input.conditions].sort((a, b) => a.ab_bestellwert - b.ab_bestellwert);
  const reached = byValue
    .filter((condition) => condition.ab_bestellwert <= input.orderValue)
    .at(-1);
  const current = reached ?? byValue[0];
  if (!current) return { cost: 0, label: input.freeShippingLabel, next: null, remaining: 0 };
  const cheaper = byValue.find(
    (condition) =>
      condition.ab_bestellwert > input.orderValue &&
      condition.versandkosten < current.versandkosten,
  );
  return {
    cost: current.versandkosten,
    label: current.label,
    next: cheaper
      ? { label: cheaper.label, cost: cheaper.versandkosten, from: cheaper.ab_bestellwert }
      : null,
    remaining: cheaper ? cheaper.ab_bestellwert - input.orderValue : 0,
  };
}
