/**
 * Dialog: the design system's overlay (catalogue spec points 4 and 7), on the native `<dialog>`
 * element opened with `showModal()` (top layer, the page behind inert).
 *
 * ```tsx
 * import { Dialog } from "@shop/shared/ui";
 * const [open, setOpen] = useState(false);
 * <button id="filters-opener" onClick={() => setOpen(true)}>Filters</button>
 * <Dialog open={open} onClose={() => setOpen(false)} title={<Trans id="…">Filters</Trans>}
 *   closeLabel={_(msg({ id: "dialog.close", message: "Close" }))} placement="right">
 *   …content…
 * </Dialog>
 * ```
 *
 * - `open` controls it; `onClose` is asked to set it false (close button, Escape, backdrop click,
 *   swipe-down). The dialog never closes itself.
 * - `modal`: the shopper must answer inside the dialog: Escape, backdrop click and swipe-down do
 *   nothing (the close button stays unless `hideCloseButton`).
 * - Focus moves into the dialog and Tab cycles inside it; the page behind does not scroll; the
 *   dialog's body scrolls. On close, focus returns to the element with id `returnFocusTo`, else to
 *   the element that had focus when it opened.
 * - `placement`: `center` (default); `right` / `left` slide in from that side from 768 px and from
 *   the bottom below; `mobile-left` slides in from the left at every width (navigation).
 * - Labelled by its title (`aria-labelledby`). The close button's label comes translated from the
 *   using slice (`closeLabel`), so shared UI adds no message to any slice's catalog.
 * - Children render only while open; the server renders an empty, closed `<dialog>`.
 * - `drawnByServer` (with `open` true from the first render): the server draws it open and the
 *   page's start script makes it modal before the slice's script runs (decision 0066), so a
 *   fragment that starts when the visitor reaches for it can show a modal from the first paint.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
} from "react";
import { focusableSelector, pageMarkup } from "../../composition/runtime-config.ts";
import { lockPageScroll } from "../../composition/scroll-lock.ts";
import { dialogSwipeCloses, dialogSwipeOffset } from "./swipe.ts";
import "./dialog.css";

export type DialogPlacement = "center" | "right" | "left" | "mobile-left";

export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The heading; the dialog is labelled by it. */
  readonly title: ReactNode;
  /** The close button's accessible name, translated by the using slice ("Schließen"). */
  readonly closeLabel: string;
  readonly children?: ReactNode;
  readonly placement?: DialogPlacement;
  /** Escape, backdrop click and swipe-down do not close it. */
  readonly modal?: boolean;
  readonly hideCloseButton?: boolean;
  /** The id of the element that gets focus on close (default: the element that opened it). */
  readonly returnFocusTo?: string;
  /** Buttons pinned below the scrolling body (apply, cancel). */
  readonly footer?: ReactNode;
  /** Extra class on the `<dialog>`, prefixed by the using team (`cat-filter-dialog`). */
  readonly className?: string;
  /** Open in the server's markup and made modal by the start script (see the note above). */
  readonly drawnByServer?: boolean;
}

/** Keeps Tab and Shift+Tab inside the dialog (the browser would otherwise leave for its own UI). */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens `dialog` as a modal. One drawn open by the server is open already: modal when the start
 * script got to it, otherwise (a fragment mounted without it) shown as a plain open element,
 * which `showModal` refuses, so it is closed first.
 */
function showAsModal(dialog: HTMLDialogElement): void {
  if (dialog.open && dialog.matches(":modal")) return;
  if (dialog.open) dialog.close();
  dialog.showModal();
}

/** The shared dialog; see the usage note at the top of this file. */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  placement = "center",
  modal = false,
  hideCloseButton = false,
  returnFocusTo,
  footer,
  className,
  drawnByServer = false,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ startY: number; deltaY: number } | null>(null);
  // The latest callbacks, read by effects that must not re-run when a parent re-renders.
  const latest = useRef({ onClose, returnFocusTo });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocusTo };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    showAsModal(dialog);
    const releaseScroll = lockPageScroll();
    // The browser may close it on its own (a `<form method="dialog">`, a close request); the
    // close of a dialog drawn open that `showAsModal` reopened comes late and is not one.
    const closedNatively = () => {
      if (!dialog.open) latest.current.onClose();
    };
    dialog.addEventListener("close", closedNatively);
    return () => {
      dialog.removeEventListener("close", closedNatively);
      if (dialog.open) dialog.close();
      releaseScroll();
      const id = latest.current.returnFocusTo;
      const target = (id ? document.getElementById(id) : null) ?? opener;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      // Handled here rather than by the native cancel, which browsers may not let a page refuse.
      event.preventDefault();
      event.stopPropagation();
      if (!modal) onClose();
    } else if (event.key === "Tab" && dialogRef.current) {
      trapTab(dialogRef.current, event);
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (modal || !dialog || event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  const onTouchStart = (event: TouchEvent<HTMLDialogElement>) => {
    const touch = event.touches[0];
    // Only a swipe that starts with the body scrolled to its top dismisses; otherwise it scrolls.
    if (modal || !touch || event.touches.length > 1 || (bodyRef.current?.scrollTop ?? 0) > 0) {
      swipe.current = null;
      return;
    }
    swipe.current = { startY: touch.clientY, deltaY: 0 };
  };

  const onTouchMove = (event: TouchEvent<HTMLDialogElement>) => {
    const touch = event.touches[0];
    const dialog = dialogRef.current;
    if (!swipe.current || !touch || !dialog) return;
    swipe.current.deltaY = touch.clientY - swipe.current.startY;
    const offset = dialogSwipeOffset(swipe.current.deltaY);
    dialog.style.transition = "none";
    dialog.style.transform = offset > 0 ? `translateY(${offset}px)` : "";
  };

  const onTouchEnd = () => {
    const dialog = dialogRef.current;
    if (!swipe.current || !dialog) return;
    const { deltaY } = swipe.current;
    swipe.current = null;
    dialog.style.transition = "";
    dialog.style.transform = "";
    if (dialogSwipeCloses(deltaY)) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={`shop-dialog shop-dialog--${placement}${className ? ` ${className}` : ""}`}
      aria-labelledby={open ? titleId : undefined}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      data-modal={modal ? "true" : undefined}
      // React leaves `open` alone after the first render: `showModal` and `close` own it.
      open={drawnByServer ? true : undefined}
      {...(drawnByServer ? { [pageMarkup.opensModalAttribute]: "" } : {})}
    >
      {open ? (
        <>
          <div className="shop-dialog__header">
            <h2 id={titleId} className="shop-dialog__title">
              {title}
            </h2>
            {hideCloseButton ? null : (
              <button
                type="button"
                className="shop-dialog__close"
                aria-label={closeLabel}
                onClick={onClose}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            )}
          </div>
          <div ref={bodyRef} className="shop-dialog__body">
            {children}
          </div>
          {footer ? <div className="shop-dialog__footer">{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
