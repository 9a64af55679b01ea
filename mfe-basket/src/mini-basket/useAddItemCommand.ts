import type { I18n } from "@lingui/core";
import { useCallback, useEffect, useState } from "react";
import {
  handleShopCommand,
  newCommandId,
  onShopEvent,
  type BasketItem,
  type ShopContext,
} from "@shop/shared";
import { addItem, commandResult, oneAfterAnother, type AddOutcome } from "../commands/add-item.ts";

/** What the add-to-cart layer shows (catalogue spec point 4: visible as success or error). */
export type LayerContent =
  | {
      readonly kind: "success";
      readonly productName: string;
      readonly line: BasketItem | undefined;
      readonly gift: boolean;
    }
  | { readonly kind: "error"; readonly productName: string };

function layerContent(outcome: AddOutcome): LayerContent {
  return outcome.kind === "success"
    ? {
        kind: "success",
        productName: outcome.productName,
        line: outcome.line,
        gift: outcome.gift,
      }
    : { kind: "error", productName: outcome.productName };
}

/**
 * Handles the `basket:add-item` command while the mini-basket is on the page (it takes over from
 * the shell's stand-in, decision 0024): adds through the basket API (see `addItem`), answers the
 * sender, and opens the layer. A sender of an older version emits the command as a plain event
 * without an id; it is handled too, without an answer.
 */
export function useAddItemCommand(shop: ShopContext, i18n: I18n) {
  const [layer, setLayer] = useState<LayerContent | null>(null);
  const closeLayer = useCallback(() => setLayer(null), []);

  useEffect(() => {
    const add = async (command: Parameters<typeof addItem>[2]) => {
      const outcome = await oneAfterAnother(() => addItem(shop, i18n, command));
      setLayer(layerContent(outcome));
      return outcome;
    };
    const stopHandling = handleShopCommand("basket:add-item", (command) =>
      add(command).then(commandResult),
    );
    const stopListening = onShopEvent("basket:add-item", (detail) => {
      if ("commandId" in detail) return; // sent through the command channel, handled above
      void add({ type: "basket:add-item", commandId: newCommandId(), detail });
    });
    return () => {
      stopHandling();
      stopListening();
    };
  }, [shop, i18n]);

  return { layer, closeLayer };
}
