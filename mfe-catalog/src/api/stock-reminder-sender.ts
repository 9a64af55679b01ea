import type { Logger, Mailer, ShopDirectory } from "@shop/shared/platform";
import type { Database } from "@shop/shared/platform";
import { stockReminderEmail } from "../mail/stock-reminder-email.ts";
import {
  claimStockReminder,
  dueStockReminders,
  releaseStockReminder,
} from "../store/stock-reminders.ts";

/** What sending back-in-stock e-mails needs of the platform. */
export interface StockReminderSenderDeps {
  readonly db: Database;
  readonly shops: ShopDirectory;
  readonly mailer: Mailer;
  readonly logger: Logger;
}

/**
 * Sends the back-in-stock e-mail of every open request whose variant is back (of these variants,
 * or of all), each in the language it was asked in, through the platform's mailer (the outbox by
 * default), and marks each sent. Each request is claimed before its e-mail goes out, so two
 * stock changes at once send it once; one whose e-mail fails is released for the next change.
 * Answers how many were sent.
 */
export async function sendStockReminders(
  deps: StockReminderSenderDeps,
  variantIds?: readonly string[],
): Promise<number> {
  let sent = 0;
  for (const due of await dueStockReminders(deps.db, variantIds)) {
    const shop = deps.shops.shops.find((candidate) => candidate.shopId === due.shopId);
    if (!shop || !(await claimStockReminder(deps.db, due.id))) continue;
    const query = new URLSearchParams({ variant: due.variantReferenceKey });
    const mail = stockReminderEmail({
      language: due.language,
      brandName: shop.brandName,
      productName: due.productName,
      variantLabel: due.variantLabel,
      link: `${deps.shops.origin(shop)}/${due.language}/${due.productPath}?${query.toString()}`,
    });
    const locale = `${due.language}-${shop.country}`;
    try {
      await deps.mailer.send({ to: due.email, locale, ...mail });
      sent += 1;
    } catch (error) {
      await releaseStockReminder(deps.db, due.id);
      deps.logger.error("stock_reminder.failed", { id: due.id, error: String(error) });
    }
  }
  return sent;
}
