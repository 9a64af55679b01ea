import {
  couponCodePattern,
  couponIssue,
  normalisedCouponCode,
  type CouponIssue,
  type ShopContext,
} from "@shop/shared";
import type { PlatformShop } from "@shop/shared/platform";
import type { CouponStore } from "../store/coupon-store.ts";
import type { CartReads } from "./cart-reads.ts";

/** Why a coupon was not put on the basket: a status, a translation key and what to say. */
export interface CouponRefusal {
  readonly status: 400 | 404 | 409 | 422;
  readonly key: string;
  readonly error: string;
  /** For `coupon.minimumOrderValue`: the items' value the coupon needs, in cents. */
  readonly minimumOrderValue?: number;
}

const issueRefusals: Readonly<Record<CouponIssue, Omit<CouponRefusal, "key">>> = {
  unknown: { status: 404, error: "There is no such coupon in this shop" },
  notYetValid: { status: 422, error: "This coupon is not valid yet" },
  expired: { status: 422, error: "This coupon has expired" },
  exhausted: { status: 422, error: "This coupon has been used up" },
  currency: { status: 422, error: "This coupon is not valid in this shop's currency" },
  minimumOrderValue: { status: 422, error: "The basket does not reach this coupon's minimum" },
};

/** The refusal of a coupon that breaks a rule (also used by the order placement's re-check). */
export function couponRefusal(issue: CouponIssue, minimumOrderValue: number): CouponRefusal {
  return {
    ...issueRefusals[issue],
    key: `coupon.${issue}`,
    ...(issue === "minimumOrderValue" ? { minimumOrderValue } : {}),
  };
}

/**
 * Putting a coupon on a basket and taking it off (decision 0045): one coupon per basket, put on
 * only while it counts for the basket as it is (known in the shop, valid now, redemptions left,
 * the minimum order value reached); the voucher cookie's code is put on the same way.
 */
export class BasketCoupons {
  private readonly coupons: CouponStore;
  private readonly reads: CartReads;

  constructor(coupons: CouponStore, reads: CartReads) {
    this.coupons = coupons;
    this.reads = reads;
  }

  /** Puts the coupon `code` on the basket; answers a refusal when it cannot be. */
  async add(
    shop: PlatformShop,
    context: ShopContext,
    basketKey: string,
    code: string,
  ): Promise<CouponRefusal | undefined> {
    if (!couponCodePattern.test(code.trim())) {
      return { status: 400, key: "coupon.invalidCode", error: "This is not a coupon code" };
    }
    const coupon = await this.coupons.byCode(context, normalisedCouponCode(code));
    if (!coupon) return couponRefusal("unknown", 0);
    const basket = await this.reads.basket(shop, context, basketKey);
    if (basket.items.length === 0) {
      return { status: 409, key: "coupon.emptyBasket", error: "The basket is empty" };
    }
    if (basket.coupon && basket.coupon.code !== coupon.code) {
      return {
        status: 409,
        key: "coupon.onlyOne",
        error: "The basket has a coupon already; remove it to use another",
      };
    }
    const issue = couponIssue(coupon, {
      itemsTotal: basket.cost.withTax,
      currency: context.currency,
      now: new Date(),
    });
    if (issue) return couponRefusal(issue, coupon.minimumOrderValue);
    const held = await this.coupons.attach(basketKey, coupon.code);
    if (held === coupon.code) return undefined;
    // Another coupon was put on meanwhile (a second tab), or the basket went away.
    return held
      ? { status: 409, key: "coupon.onlyOne", error: "The basket has a coupon already" }
      : { status: 409, key: "coupon.emptyBasket", error: "The basket is empty" };
  }

  /** Takes the basket's coupon off; answers whether it had one. */
  remove(basketKey: string): Promise<boolean> {
    return this.coupons.detach(basketKey);
  }

  /**
   * The voucher cookie's code (core spec point 2) put on a basket that has no coupon, when it
   * counts for the basket now; otherwise nothing changes (the cookie stays for later, e.g. until
   * the minimum order value is reached). Answers whether the basket changed.
   */
  async applyVoucher(
    shop: PlatformShop,
    context: ShopContext,
    basketKey: string,
    voucher: string | undefined,
  ): Promise<boolean> {
    if (!voucher || (await this.coupons.ofBasket(context, basketKey))) return false;
    return (await this.add(shop, context, basketKey, voucher)) === undefined;
  }
}
