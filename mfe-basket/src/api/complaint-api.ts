import type { Context } from "hono";
import { z } from "zod";
import type { ApiError, CatalogueLines } from "@shop/shared";
import {
  jsonBody,
  type Logger,
  type Mailer,
  type RateLimit,
  type RateLimits,
} from "@shop/shared/platform";
import { complaintConfirmationEmail } from "../mail/complaint-confirmation-email.ts";
import {
  complaintMessageMaxLength,
  complaintReasons,
  foreignComplaintLines,
  type ComplaintReceipt,
} from "../orders/complaint-rules.ts";
import type { PaymentProvider } from "../payment/payment-provider.ts";
import { cartShop } from "./cart-access.ts";
import { orderResponse } from "./order-placement.ts";
import { noSuchOrder, ownStoredOrder, type OrderAccountSources } from "./orders-access.ts";

/** Everything the account's order writes need besides the stores. */
export interface OrderWriteSources extends OrderAccountSources {
  readonly rateLimits: RateLimits;
  readonly catalogue: CatalogueLines;
  readonly payments: PaymentProvider;
  readonly mailer: Mailer;
  readonly logger: Logger;
}

/** Complaints per customer (decision 0039): more than enough for one bad delivery, not a flood. */
export const complaintLimit: RateLimit = { max: 5, windowMs: 60 * 60 * 1000 };

const complaintBody = z.object({
  reason: z.enum(complaintReasons),
  variantIds: z.array(z.string().min(1).max(80)).min(1).max(100),
  message: z.string().trim().min(1).max(complaintMessageMaxLength),
});

const refuse = (c: Context, status: 400 | 409 | 429, error: string, key: string) =>
  c.json<ApiError>({ error, key }, status);

/**
 * `POST /api/shop/orders/{orderNumber}/complaint/` (issue 18, point 6): a reason of the fixed
 * list, the order lines it concerns and a message of at most 2000 characters, stored and
 * confirmed by e-mail in the shop's language. The body is checked before anything is counted;
 * another shopper's order is a 404; a customer files at most `complaintLimit` per hour.
 */
export async function fileComplaint(c: Context, sources: OrderWriteSources): Promise<Response> {
  const { shop, context } = cartShop(sources.shops, c);
  const parsed = complaintBody.safeParse(await jsonBody(c));
  const session = await sources.sessions.current(c);
  const order = await ownStoredOrder(
    sources,
    session,
    context.shopId,
    c.req.param("orderNumber") ?? "",
  );
  if (!order) return noSuchOrder(c);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") || "body";
    return refuse(c, 400, `The complaint's ${field} is not valid`, "orders.complaintInvalid");
  }
  const complaint = { ...parsed.data, variantIds: [...new Set(parsed.data.variantIds)] };
  if (foreignComplaintLines(complaint.variantIds, order.lines).length > 0) {
    return refuse(
      c,
      400,
      "The complaint names lines the order does not hold",
      "orders.complaintLines",
    );
  }
  if (order.status === "cancelled") {
    return refuse(c, 409, "A cancelled order takes no complaint", "orders.cannotComplain");
  }
  const bucket = `complaint:user:${order.userId}`;
  const wait = await sources.rateLimits.retryAfter(bucket, complaintLimit);
  if (wait > 0) {
    c.header("retry-after", String(wait));
    return refuse(
      c,
      429,
      "Too many complaints; please try again later",
      "orders.tooManyComplaints",
    );
  }
  await sources.rateLimits.hit(bucket);
  const complaintId = await sources.history.addComplaint({
    orderNumber: order.orderNumber,
    userId: order.userId,
    ...complaint,
  });
  const mail = complaintConfirmationEmail(orderResponse(order), complaint, {
    language: context.language,
    brandName: shop.brandName,
  });
  try {
    await sources.mailer.send({ to: order.email, locale: context.locale, ...mail });
  } catch (error) {
    // The complaint is stored: customer service has it even when the confirmation fails.
    sources.logger.error("order.complaint_mail_failed", { complaintId, error: String(error) });
  }
  return c.json<ComplaintReceipt>({ complaintId, orderNumber: order.orderNumber }, 201);
}
