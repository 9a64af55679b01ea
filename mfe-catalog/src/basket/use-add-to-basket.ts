import { useCallback, useEffect, useRef, useState } from "react";
import { addToBasket } from "./add-to-basket.ts";

/**
 * Where an add-to-basket button stands: `adding` until the basket answered, then `added` (the
 * basket API confirmed it) or `failed`, each shown for a moment before the button is back.
 */
export type AddState = "idle" | "adding" | "added" | "failed";

/**
 * An add-to-basket button's state and its action (issue 15, point 3): the button says "added"
 * only after the basket confirmed the add, and shows the error otherwise. A click while an add
 * is under way is ignored, so one click never becomes two adds.
 */
export function useAddToBasket(showResultMs = 2500) {
  const [state, setState] = useState<AddState>("idle");
  const busy = useRef(false);
  useEffect(() => {
    if (state !== "added" && state !== "failed") return;
    const timer = setTimeout(() => setState("idle"), showResultMs);
    return () => clearTimeout(timer);
  }, [state, showResultMs]);

  const add = useCallback((...args: Parameters<typeof addToBasket>) => {
    if (busy.current) return;
    busy.current = true;
    setState("adding");
    addToBasket(...args)
      .then(
        () => setState("added"),
        () => setState("failed"),
      )
      .finally(() => {
        busy.current = false;
      });
  }, []);

  return { state, add };
}
