import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import { useRef, useState } from "react";
import { formatPrice, type Basket, type ShopContext } from "@shop/shared";
import { callFailure } from "@shop/shared/store";
import { ShopForm, TextField } from "@shop/shared/ui";
import { couponApi } from "./coupon-endpoints.ts";
import { couponMessage } from "./coupon-messages.ts";
import { couponSchema, type CouponValues } from "./coupon-schema.ts";
import "./coupon-field.css";

interface Props {
  readonly basket: Basket;
  readonly basketKey: string;
  readonly shop: ShopContext;
  /** The basket as the server answered it after the coupon was put on or taken off. */
  readonly onBasket: (basket: Basket) => void;
}

const addedStatus = msg({ id: "coupon.added", message: "The coupon was redeemed." });
const removedStatus = msg({ id: "coupon.removed", message: "The coupon was removed." });

/** What the server said, to show in the field's alert. */
interface Refusal {
  readonly key: string;
  readonly minimumOrderValue?: number;
}

/**
 * The basket's one coupon (decision 0045): a code field that puts it on, or the coupon with
 * its reduction (or why it gives none yet) and a button that takes it off. A refusal is shown
 * in an alert in the page's language; after a change focus stays in the panel.
 */
export function CouponField({ basket, basketKey, shop, onBasket }: Props) {
  const { _ } = useLingui();
  const [addCoupon] = couponApi.useAddCouponMutation();
  const [deleteCoupon, { isLoading: removing }] = couponApi.useDeleteCouponMutation();
  const [refusal, setRefusal] = useState<Refusal>();
  const [status, setStatus] = useState("");
  const panel = useRef<HTMLElement>(null);
  const money = (cents: number) => formatPrice(cents, basket.cost.currencyCode, shop.locale);
  const call = { locale: shop.locale, basketKey };
  const coupon = basket.coupon;
  const code = coupon?.code ?? "";

  const refusalText = (shown: Refusal) =>
    _({
      ...couponMessage(shown.key),
      values: { amount: money(shown.minimumOrderValue ?? coupon?.minimumOrderValue ?? 0) },
    });

  const remove = async () => {
    if (removing) return;
    const result = await deleteCoupon(call);
    if (result.data) {
      onBasket(result.data);
      setRefusal(undefined);
      setStatus(_(removedStatus));
      requestAnimationFrame(() => panel.current?.querySelector("input")?.focus());
    } else {
      setRefusal({ key: callFailure(result.error).body.key ?? "coupon.failed" });
    }
  };

  return (
    <section
      ref={panel}
      className="bsk-coupon"
      aria-labelledby="bsk-coupon-title"
      data-testid="coupon-panel"
    >
      <h2 id="bsk-coupon-title" className="bsk-coupon__title">
        <Trans id="coupon.title">Coupon</Trans>
      </h2>
      <p className="shop-visually-hidden" role="status">
        {status}
      </p>
      {coupon ? (
        <div className="bsk-coupon__applied" data-testid="coupon-applied">
          <p>
            <Trans id="coupon.applied">
              Coupon <strong>{code}</strong> is redeemed
            </Trans>
            {coupon.issue ? null : ` (−${money(coupon.reduction)})`}
          </p>
          {coupon.issue ? (
            <p className="bsk-coupon__issue">{refusalText({ key: `coupon.${coupon.issue}` })}</p>
          ) : null}
          <button
            type="button"
            className="bsk-button bsk-button--secondary"
            aria-disabled={removing || undefined}
            onClick={() => void remove()}
          >
            <Trans id="coupon.remove">Remove coupon {code}</Trans>
          </button>
        </div>
      ) : (
        <Formik<CouponValues>
          initialValues={{ code: "" }}
          validationSchema={couponSchema}
          validateOnBlur={false}
          onSubmit={async ({ code }) => {
            setRefusal(undefined);
            const result = await addCoupon({ ...call, code: code.trim() });
            if (result.data) {
              onBasket(result.data.basket);
              setStatus(_(addedStatus));
              requestAnimationFrame(() => panel.current?.querySelector("button")?.focus());
              return;
            }
            const { body } = callFailure(result.error);
            const minimum = (body as { minimumOrderValue?: unknown }).minimumOrderValue;
            setRefusal({
              key: body.key ?? "coupon.failed",
              ...(typeof minimum === "number" ? { minimumOrderValue: minimum } : {}),
            });
          }}
        >
          {({ isSubmitting }) => (
            <ShopForm noValidate className="bsk-coupon__form">
              <TextField
                name="code"
                label={<Trans id="coupon.code">Coupon code</Trans>}
                autoComplete="off"
                messageFor={couponMessage}
                classPrefix="bsk-coupon-field"
              />
              <button
                type="submit"
                className="bsk-button bsk-button--secondary"
                aria-disabled={isSubmitting || undefined}
              >
                <Trans id="coupon.redeem">Redeem</Trans>
              </button>
            </ShopForm>
          )}
        </Formik>
      )}
      {/* Added with its message: an alert is announced as it appears. */}
      {refusal ? (
        <p role="alert" className="bsk-coupon__alert">
          {refusalText(refusal)}
        </p>
      ) : null}
    </section>
  );
}
