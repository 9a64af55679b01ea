import { pageMarkup } from "@shop/shared";

/**
 * Where an element sits: in the open dialog, or in the element with an id the server wrote
 * (a fragment's container), then a path of `tag:nth-of-type` steps or a unique field name. React's
 * generated ids are not used: a dialog's differ from one page load to the next.
 */
export interface ElementPlace {
  readonly scope: { readonly dialog: true } | { readonly id: string };
  readonly path: string;
}

export interface FieldValue {
  readonly place: ElementPlace;
  readonly value: string;
}

/** What a recovery reload keeps of the page (never a password, hidden or payment field). */
export interface PageState {
  readonly url: string;
  readonly scroll: readonly [number, number];
  readonly fields: readonly FieldValue[];
  /** The element that opened the dialog that was open (or opening) and its fields' values. */
  readonly dialog?: { readonly opener: ElementPlace; readonly fields: readonly FieldValue[] };
}

const openDialogSelector = 'dialog[open], [role="dialog"][aria-modal="true"]:not([hidden])';
const keptInputTypes = new Set(["text", "search", "number"]);
/** Names and autofill tokens of fields whose values are never written down. */
const sensitiveName = /pass|card|cvc|cvv|iban|bic|pan\b|expir|secur|pin\b|token|tan\b/i;
const sensitiveAutofill = /^(cc-|one-time-code|new-password|current-password)/;

/** The open dialog of the page, if any. */
export function openDialog(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>(openDialogSelector);
}

function scopeElement(element: Element): HTMLElement | null {
  const dialog = element.closest<HTMLElement>(openDialogSelector);
  if (dialog) return dialog;
  return element.parentElement?.closest<HTMLElement>(`[${pageMarkup.fragmentAttribute}]`) ?? null;
}

/** Where `element` is, to be found again after a reload; undefined outside a fragment or dialog. */
export function placeOf(element: Element): ElementPlace | undefined {
  const scope = scopeElement(element);
  if (!scope) return undefined;
  const scopeRef = scope.matches(openDialogSelector) ? { dialog: true as const } : { id: scope.id };
  if (!("dialog" in scopeRef) && !scopeRef.id) return undefined;
  const name = element.getAttribute("name");
  if (name) {
    const byName = `${element.localName}[name="${CSS.escape(name)}"]`;
    if (scope.querySelectorAll(byName).length === 1) return { scope: scopeRef, path: byName };
  }
  const steps: string[] = [];
  for (let at: Element | null = element; at && at !== scope; at = at.parentElement) {
    const sameTag = at.parentElement
      ? [...at.parentElement.children].filter((sibling) => sibling.localName === at?.localName)
      : [at];
    steps.unshift(`${at.localName}:nth-of-type(${sameTag.indexOf(at) + 1})`);
  }
  return { scope: scopeRef, path: `:scope > ${steps.join(" > ")}` };
}

/** The element at a place, in this page (the dialog's scope: the open dialog). */
export function elementAt(place: ElementPlace): HTMLElement | null {
  const scope = "dialog" in place.scope ? openDialog() : document.getElementById(place.scope.id);
  return scope?.querySelector<HTMLElement>(place.path) ?? null;
}

/** A field the shopper changed whose value may be written down: text, search, number, select. */
function keptField(field: Element): field is HTMLInputElement | HTMLSelectElement {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return false;
  if (field.disabled || field.closest("[data-payment]")) return false;
  const naming = `${field.name} ${field.id}`;
  if (sensitiveName.test(naming) || sensitiveAutofill.test(field.autocomplete)) return false;
  if (field instanceof HTMLSelectElement) {
    const served = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (served?.value ?? "");
  }
  return keptInputTypes.has(field.type) && !field.readOnly && field.value !== field.defaultValue;
}

function fieldValues(root: ParentNode, inDialog: boolean): FieldValue[] {
  return [...root.querySelectorAll("input, select")].flatMap((field) => {
    if (!keptField(field)) return [];
    if (!inDialog && field.closest(openDialogSelector)) return [];
    const place = placeOf(field);
    return place ? [{ place, value: field.value }] : [];
  });
}

/**
 * The page's state now: scroll position, changed fields, and the open dialog with its opener
 * (`opener`: where the element that opened it, or was opening one, was clicked).
 */
export function capturePageState(opener: ElementPlace | undefined): PageState {
  const dialog = openDialog();
  return {
    url: location.pathname + location.search,
    scroll: [window.scrollX, window.scrollY],
    fields: fieldValues(document, false),
    ...(opener ? { dialog: { opener, fields: dialog ? fieldValues(dialog, true) : [] } } : {}),
  };
}

/** Sets a field's value as typing would, so the fragment's own handlers see it. */
function setFieldValue(field: HTMLElement, value: string): void {
  const prototype =
    field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

function restoreFields(fields: readonly FieldValue[]): void {
  for (const { place, value } of fields) {
    const field = elementAt(place);
    if (field) setFieldValue(field, value);
  }
}

/** Resolves once `found()` answers, checking on every change of the page, or after `timeoutMs`. */
export function whenFound<T>(
  found: () => T | null | undefined,
  timeoutMs: number,
): Promise<T | undefined> {
  return new Promise((resolve) => {
    const done = (value: T | undefined) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(value);
    };
    const check = () => {
      const value = found();
      if (value) done(value);
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => done(undefined), timeoutMs);
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    check();
  });
}

/** Puts a kept state back: fields and scroll, then reopens the dialog and fills its fields. */
export async function restorePageState(state: PageState, timeoutMs: number): Promise<void> {
  restoreFields(state.fields);
  window.scrollTo(state.scroll[0], state.scroll[1]);
  if (!state.dialog) return;
  const opener = elementAt(state.dialog.opener);
  if (!opener || openDialog()) return;
  // Focused first, as the shopper's click left it: the dialog gives focus back to it on close.
  opener.focus();
  opener.click();
  if (await whenFound(() => openDialog(), timeoutMs)) restoreFields(state.dialog.fields);
}
