import type { ReactNode, Ref } from "react";

interface Props {
  readonly id: string;
  readonly title: ReactNode;
  /** Announced politely after a change (quantity changed, line removed, …). */
  readonly status: string;
  /** Announced at once when a change failed. */
  readonly error: string;
  /** Focus returns here after a line disappeared. */
  readonly ref: Ref<HTMLHeadingElement>;
}

/** The heading of the basket and wishlist pages with their two live regions. */
export function PageHeading({ id, title, status, error, ref }: Props) {
  return (
    <>
      <h1 id={id} className="bsk-basket__title" ref={ref} tabIndex={-1}>
        {title}
      </h1>
      <p className="shop-visually-hidden" role="status">
        {status}
      </p>
      <p className="bsk-basket__error" role="alert">
        {error}
      </p>
    </>
  );
}
