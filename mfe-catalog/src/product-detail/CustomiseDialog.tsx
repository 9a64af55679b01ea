import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Dialog } from "@shop/shared/ui";

interface Props {
  readonly open: boolean;
  readonly productName: string;
  readonly onClose: () => void;
  /** The shopper's text (text1 of the customisation); the caller adds the item. */
  readonly onConfirm: (text: string) => void;
}

/**
 * The product customize modal (catalogue spec point 7): a personalised article asks for its
 * text before it goes into the basket. Loaded on first use, so other product pages don't pay.
 */
export default function CustomiseDialog({ open, productName, onClose, onConfirm }: Props) {
  const { _ } = useLingui();
  const [text, setText] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (value === "") return;
    onConfirm(value);
    setText("");
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<Trans id="product.customiseTitle">Personalise {productName}</Trans>}
      closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
      className="cat-customise"
    >
      <form className="cat-customise__form" onSubmit={submit}>
        <label htmlFor="cat-pdp-custom-text">
          <Trans id="product.customText">Your text for the personalisation</Trans>
        </label>
        <input
          id="cat-pdp-custom-text"
          name="text1"
          className="shop-input"
          required
          maxLength={30}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="shop-button">
          <Trans id="product.addToBasket">Add to basket</Trans>
        </button>
      </form>
    </Dialog>
  );
}
