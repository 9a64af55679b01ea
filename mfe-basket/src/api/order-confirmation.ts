import type { OrderResponse, ShopContext } from "@shop/shared";
import type { Logger, Mailer, PlatformShop } from "@shop/shared/platform";
import { orderConfirmationEmail } from "../mail/order-confirmation-email.ts";

/**
 * Sends the order confirmation (issue 18, point 5) through the platform's mailer, in the
 * shop's language, once the order's payment is authorised. A mail that cannot be sent is
 * logged, never a reason to fail the order: the order exists and the thank-you page shows it.
 */
export async function sendOrderConfirmation(
  { mailer, logger }: { readonly mailer: Mailer; readonly logger: Logger },
  shop: PlatformShop,
  context: ShopContext,
  order: OrderResponse,
): Promise<void> {
  const mail = orderConfirmationEmail(order, {
    language: context.language,
    locale: context.locale,
    brandName: shop.brandName,
  });
  try {
    await mailer.send({ to: order.email, locale: context.locale, ...mail });
  } catch (error) {
    logger.error("order.confirmation_failed", {
      orderNumber: order.orderNumber,
      error: String(error),
    });
  }
}
