import type { CatalogueLines, Language } from "@shop/shared";
import type { Logger, ShopDirectory } from "@shop/shared/platform";
import type { PaymentProvider } from "../payment/payment-provider.ts";
import type { ExpiredOrder, OrderExpiryStore } from "../store/order-expiry.ts";
import { stockOf } from "./order-placement.ts";

/** How long an unpaid redirect order holds its stock, and how often the shop looks (decision 0047). */
export interface UnpaidOrderExpirySettings {
  /** `SHOP_UNPAID_ORDER_MINUTES`, 30 when not set. */
  readonly minutes: number;
  /** How often each instance sweeps: every minute. */
  readonly sweepMs: number;
}

export const defaultUnpaidOrderMinutes = 30;

/** The settings from the environment; a value that is not a whole number of minutes from 1 stops the start. */
export function unpaidOrderExpiryFromEnv(env: NodeJS.ProcessEnv): UnpaidOrderExpirySettings {
  const given = env.SHOP_UNPAID_ORDER_MINUTES;
  const minutes = given === undefined || given === "" ? defaultUnpaidOrderMinutes : Number(given);
  if (!Number.isInteger(minutes) || minutes < 1) {
    throw new Error(
      `SHOP_UNPAID_ORDER_MINUTES must be a whole number of minutes from 1, not ${given}`,
    );
  }
  return { minutes, sweepMs: 60_000 };
}

export interface UnpaidOrderSweepSources {
  readonly expiry: OrderExpiryStore;
  readonly shops: ShopDirectory;
  readonly catalogue: CatalogueLines;
  readonly payments: PaymentProvider;
  readonly logger: Logger;
  readonly settings: UnpaidOrderExpirySettings;
}

/** What one sweep did. */
export interface SweepOutcome {
  /** Payments this sweep expired. */
  readonly expired: number;
  /** Orders this sweep cancelled and gave the stock of back (also ones the CLI expired). */
  readonly released: number;
}

/**
 * The basket API's sweep of unpaid redirect orders (decision 0047): every minute, on every
 * instance, payments pending longer than the limit expire and their orders are cancelled, their
 * stock given back through the catalogue's contract and the provider's payment voided. The
 * store's statements make concurrent sweeps safe; the timer does not keep the process alive.
 */
export class UnpaidOrderSweep {
  private readonly sources: UnpaidOrderSweepSources;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<SweepOutcome> | undefined;

  constructor(sources: UnpaidOrderSweepSources) {
    this.sources = sources;
  }

  /** One sweep; a sweep asked for while one runs in this process answers that one. */
  sweep(): Promise<SweepOutcome> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.sweep().catch((error: unknown) => {
        this.sources.logger.error("order_expiry.sweep_failed", { error: String(error) });
      });
    }, this.sources.settings.sweepMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async run(): Promise<SweepOutcome> {
    const { expiry, logger, settings } = this.sources;
    const expired = await expiry.expirePayments(settings.minutes);
    const claimed = await expiry.claimExpired();
    let released = 0;
    for (const order of claimed) {
      if (await this.release(order)) released += 1;
    }
    if (expired.length > 0 || claimed.length > 0) {
      logger.info("order_expiry.swept", { expired, cancelled: claimed.map((o) => o.orderNumber) });
    }
    return { expired: expired.length, released };
  }

  /**
   * Gives a claimed order's stock, gift card amount and coupon redemption back and voids its
   * payment. When the stock cannot go back the claim is given back for the next sweep; a failed
   * void is for the shop's staff.
   */
  private async release(order: ExpiredOrder): Promise<boolean> {
    const { expiry, shops, catalogue, payments, logger } = this.sources;
    const shop = shops.shops.find((candidate) => candidate.shopId === order.shopId);
    try {
      if (!shop) throw new Error(`No shop ${order.shopId}`);
      await catalogue.releaseStock(shops.context(shop, order.language as Language), stockOf(order));
    } catch (error) {
      await expiry.unclaim(order.orderNumber);
      logger.error("order_expiry.release_failed", {
        orderNumber: order.orderNumber,
        error: String(error),
      });
      return false;
    }
    await expiry.returnVouchers(order.orderNumber);
    try {
      await payments.void(order.paymentReference);
    } catch (error) {
      logger.error("order_expiry.void_failed", {
        orderNumber: order.orderNumber,
        error: String(error),
      });
    }
    return true;
  }
}
