/**
 * ToastHost: the one place a page shows toasts (catalogue spec points 4 and 9). The shell mounts
 * it once per page on the first `toast:show` event; slices never render it, they call
 *
 * ```ts
 * import { showToast } from "@shop/shared";
 * showToast(_(msg({ id: "basket.addedToCart", message: "Added to your basket" })), "success");
 * ```
 *
 * Toasts sit at the bottom centre, time out after 5000 ms, close on click or when dragged
 * sideways by 60 % of their width; at most 20 show at once (the oldest go first). They live in a
 * polite live region (`role="status"`), so screen readers announce them without moving focus.
 * They hold no buttons: a status message needs no action, and they go away on their own.
 * Known limit: while a modal `<dialog>` is open the page behind it, this region included, is
 * inert, so a toast shows under the dialog's backdrop.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
} from "react";
import { onShopEvent, type ShopEventMap } from "../../events/contracts.ts";
import {
  toastDragDismisses,
  toastTimeoutMs,
  withToast,
  withoutToast,
  type ShownToast,
} from "./toast-queue.ts";
import "./toast.css";

type ToastRequest = ShopEventMap["toast:show"];

export interface ToastHostProps {
  /** Toasts that arrived before the host was mounted; shown once the empty region is in place. */
  readonly initial?: readonly ToastRequest[];
}

/** Movement below this many px between press and release is a click, which closes the toast. */
const clickSlopPx = 6;

/** The page's toast host; see the usage note at the top of this file. */
export function ToastHost({ initial = [] }: ToastHostProps) {
  const [toasts, setToasts] = useState<readonly ShownToast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());
  const drag = useRef<{ id: number; startX: number; deltaX: number } | null>(null);

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => withoutToast(current, id));
  }, []);

  const show = useCallback(
    (request: ToastRequest) => {
      const id = nextId.current++;
      setToasts((current) => withToast(current, { id, ...request }));
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), toastTimeoutMs),
      );
    },
    [dismiss],
  );

  // Subscribed during the commit, so a toast emitted right after mounting is never lost.
  useLayoutEffect(() => onShopEvent("toast:show", show), [show]);

  const [initialToasts] = useState(initial);
  useEffect(() => {
    const running = timers.current;
    // The empty live region must be in the page before its first message, or it is not read out.
    const start = window.setTimeout(() => initialToasts.forEach(show), 100);
    return () => {
      window.clearTimeout(start);
      running.forEach((timer) => window.clearTimeout(timer));
    };
  }, [initialToasts, show]);

  const onPointerDown = (id: number, event: PointerEvent<HTMLLIElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id, startX: event.clientX, deltaX: 0 };
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (!drag.current) return;
    drag.current.deltaX = event.clientX - drag.current.startX;
    const width = event.currentTarget.offsetWidth || 1;
    event.currentTarget.style.transform = `translateX(${drag.current.deltaX}px)`;
    event.currentTarget.style.opacity = String(
      1 - Math.min(1, Math.abs(drag.current.deltaX) / width),
    );
  };
  const onPointerUp = (event: PointerEvent<HTMLLIElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    const element = event.currentTarget;
    if (
      Math.abs(current.deltaX) < clickSlopPx ||
      toastDragDismisses(current.deltaX, element.offsetWidth)
    ) {
      dismiss(current.id);
      return;
    }
    element.style.transform = "";
    element.style.opacity = "";
  };

  return (
    <div className="shop-toaster" role="status" aria-live="polite">
      <ol className="shop-toaster__list">
        {toasts.map((toast) => (
          <li
            key={toast.id}
            className={`shop-toaster__toast shop-toaster__toast--${toast.kind}`}
            data-toast-kind={toast.kind}
            onPointerDown={(event) => onPointerDown(toast.id, event)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          >
            {toast.message}
          </li>
        ))}
      </ol>
    </div>
  );
}
