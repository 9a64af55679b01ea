/** The states of an order (issue 18, point 6). */
export const orderStatuses = ["placed", "paid", "shipped", "delivered", "cancelled"] as const;

export type OrderStatus = (typeof orderStatuses)[number];

/** Whether a value is one of the order states (a CLI argument, a stored row). */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (orderStatuses as readonly string[]).includes(value);
}

/**
 * The order state machine (issue 18, point 6; decisions 0035 and 0039): placed → paid (payment
 * captured) or cancelled; paid → shipped (in packages) or cancelled (refunded); shipped →
 * delivered. Delivered and cancelled are final.
 */
const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ["paid", "cancelled"],
  paid: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

/** Whether an order in one state may move to another (decision 0035). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** The states an order may move to next (the CLI's help, the order pages). */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return orderTransitions[from];
}

/**
 * Whether the shopper may cancel the order themselves (decision 0039): the brand offers it
 * (shop option `cancelOrder`) and nothing has left the warehouse yet (placed or paid).
 */
export function shopperMayCancel(status: OrderStatus, cancelOrderOption: boolean): boolean {
  return cancelOrderOption && canMoveOrder(status, "cancelled");
}

/** Whether the shopper may file a complaint about the order: any order not cancelled. */
export function shopperMayComplain(status: OrderStatus): boolean {
  return status !== "cancelled";
}
