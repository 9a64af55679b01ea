/** The states of an order (issue 18, point 6). */
export const orderStatuses = ["placed", "paid", "shipped", "delivered", "cancelled"] as const;

export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The order state machine (issue 18, point 6; decision 0035): placed → paid (payment captured)
 * or cancelled; paid → shipped (in packages) or cancelled (refunded); shipped → delivered.
 * Delivered and cancelled are final.
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
