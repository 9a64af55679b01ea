import { Form, getIn, useFormikContext, type FormikContextType } from "formik";
import { useCallback, useLayoutEffect, useRef, type ComponentProps } from "react";

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const skippedTypes = new Set(["hidden", "file", "submit", "button", "reset", "image"]);

/** How a field shows a kept value: text and numbers as text, anything else as empty. */
const asText = (kept: unknown): string =>
  typeof kept === "string" || typeof kept === "number" ? String(kept) : "";

/** The value a field shows in the page, in the shape the form keeps for it; undefined if equal. */
function typedValue(field: FormField, kept: unknown): { value: unknown } | undefined {
  if (field instanceof HTMLInputElement && field.type === "checkbox") {
    if (!Array.isArray(kept)) {
      return field.checked === Boolean(kept) ? undefined : { value: field.checked };
    }
    const list = kept as readonly unknown[];
    const listed = list.map(asText).includes(field.value);
    if (listed === field.checked) return undefined;
    return {
      value: field.checked ? [...list, field.value] : list.filter((v) => asText(v) !== field.value),
    };
  }
  if (field instanceof HTMLInputElement && field.type === "radio") {
    return field.checked && asText(kept) !== field.value ? { value: field.value } : undefined;
  }
  if (field.value === asText(kept)) return undefined;
  if (field instanceof HTMLInputElement && field.type === "number") {
    const number = Number.parseFloat(field.value);
    return { value: Number.isNaN(number) ? "" : number };
  }
  return { value: field.value };
}

/** Takes into the form's state what the page's fields show but the state does not know. */
function adoptShownValues(form: HTMLFormElement, formik: FormikContextType<unknown>): void {
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) ||
      !element.name ||
      element.disabled ||
      skippedTypes.has(element.type)
    ) {
      continue;
    }
    const typed = typedValue(element, getIn(formik.values, element.name));
    // Not validated now: the shopper may still be typing; the field's own checks run as usual.
    if (typed) void formik.setFieldValue(element.name, typed.value, false);
  }
}

/**
 * The form element of every Formik form in the shop: Formik's `Form`, which also keeps what the
 * shopper typed, picked or the browser autofilled while the page was server markup only. React
 * keeps such input in the fields when it hydrates, but the form's state starts from its initial
 * values, so the next render of a controlled field would wipe it and a submit would send the
 * initial values. Once, when the form mounts, every named field whose shown value differs from the
 * state is taken into the state (decision 0058).
 */
export function ShopForm({ ref, ...props }: ComponentProps<typeof Form>) {
  const formik = useFormikContext<unknown>();
  const own = useRef<HTMLFormElement | null>(null);
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (adopted.current || !own.current) return;
    adopted.current = true;
    adoptShownValues(own.current, formik);
  }, [formik]);
  const both = useCallback(
    (element: HTMLFormElement | null) => {
      own.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return <Form {...props} ref={both} />;
}
