import { msg } from "@lingui/core/macro";
import { createI18n, type Language } from "@shop/shared";
import { loadCatalog } from "../catalog.ts";

/** Marks a control the shell made unavailable (and styles it as such). */
export const unavailableAttribute = "data-shop-unavailable";

/** A slice marks a control that needs script although it sits in a working form. */
export const needsScriptAttribute = "data-needs-script";

const controlSelector = 'button, input, select, textarea, [role="button"]:not([href])';

/** A form the browser can send without script: the slice gave it an `action`. */
function worksWithoutScript(form: HTMLFormElement | null): boolean {
  return form !== null && form.hasAttribute("action") && !form.closest(`[${needsScriptAttribute}]`);
}

function formOf(control: Element): HTMLFormElement | null {
  return "form" in control ? ((control as HTMLButtonElement).form ?? null) : null;
}

/** Whether a control does anything without its fragment's script. */
export function needsScript(control: Element): boolean {
  if (control.closest(`[${needsScriptAttribute}]`)) return true;
  if (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) {
    // A button of type button or reset does nothing without script, in any form.
    if (["button", "reset"].includes(control.type)) return true;
  }
  return !worksWithoutScript(formOf(control));
}

/** A button-like control stays focusable and says why it does nothing (`aria-disabled`). */
function isButtonLike(control: Element): boolean {
  if (control instanceof HTMLButtonElement) return true;
  if (control instanceof HTMLInputElement) {
    return ["button", "submit", "reset", "image"].includes(control.type);
  }
  return control.getAttribute("role") === "button";
}

function describedBy(control: Element, noteId: string): void {
  const ids = new Set(
    (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean),
  );
  ids.add(noteId);
  control.setAttribute("aria-describedby", [...ids].join(" "));
}

/**
 * A disclosure whose button needs script is opened, so what it hides stays readable (a review
 * panel, say).
 */
function openDisclosure(control: Element): void {
  const controlled = control.getAttribute("aria-controls");
  if (control.getAttribute("aria-expanded") !== "false" || !controlled) return;
  const target = document.getElementById(controlled);
  if (!target?.hidden) return;
  target.hidden = false;
  control.setAttribute("aria-expanded", "true");
}

/**
 * The note at the top of the fragment, with an id for `aria-describedby`; its translated text
 * comes when `text` resolves (a status region, so it is read out then), and it goes away when
 * the text cannot be had.
 */
function unavailableNote(container: HTMLElement, text: Promise<string>): HTMLElement {
  const note = document.createElement("p");
  // Shown in the page's main content; in the header it would push the frame apart, so there it
  // is for screen readers only (it still describes each control).
  note.className = container.closest("main")
    ? "shop-fragment-note"
    : "shop-fragment-note shop-visually-hidden";
  note.setAttribute("role", "status");
  note.id = `${container.id}-unavailable`;
  text.then(
    (message) => {
      note.textContent = message;
    },
    () => note.remove(),
  );
  return note;
}

/**
 * Marks the controls of a fragment that cannot work without its script (issue 15, point 2):
 * buttons get `aria-disabled` and are described by a short translated note put at the top of
 * the fragment (its text from `noteText`); fields of a form without `action` are disabled; disclosures are opened; links
 * and forms with an `action` keep working. Clicks and submits of what was marked are stopped,
 * so a form without script never reloads the page. Answers how many controls were marked.
 */
export function markScriptControlsUnavailable(
  container: HTMLElement,
  noteText: () => Promise<string>,
): number {
  const controls = [...container.querySelectorAll(controlSelector)].filter(
    (control) => !control.hasAttribute("disabled") && needsScript(control),
  );
  if (controls.length === 0) return 0;
  const note = unavailableNote(container, noteText());
  container.prepend(note);
  for (const control of controls) {
    control.setAttribute(unavailableAttribute, "");
    if (isButtonLike(control)) {
      control.setAttribute("aria-disabled", "true");
      openDisclosure(control);
    } else {
      control.setAttribute("disabled", "");
    }
    describedBy(control, note.id);
  }
  container.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element | null)?.closest?.(`[${unavailableAttribute}]`)) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    true,
  );
  container.addEventListener(
    "submit",
    (event) => {
      if (!worksWithoutScript(event.target as HTMLFormElement)) event.preventDefault();
    },
    true,
  );
  return controls.length;
}

let noteText: Promise<string> | undefined;

/**
 * The note's text in the page's language (issue 15, point 2), from the shell's own catalog,
 * loaded with this module on the first failure.
 */
export function unavailableNoteText(language: Language): Promise<string> {
  noteText ??= createI18n(language, loadCatalog).then((i18n) =>
    i18n._(
      msg({
        id: "fragment.scriptUnavailable",
        message: "Some functions here are not available right now. Reload the page to try again.",
      }),
    ),
  );
  return noteText;
}
