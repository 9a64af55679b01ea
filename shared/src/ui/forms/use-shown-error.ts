import { getIn, useFormikContext } from "formik";

/**
 * A field's error as the form shows it: only once the shopper tried to submit, then kept up to
 * date as they type. Never on leaving a field first: an error appearing on blur moves the submit
 * button away from a pointer on its way to click it.
 */
export function useShownError(name: string): string | undefined {
  const { submitCount, errors } = useFormikContext();
  const error: unknown = getIn(errors, name);
  return submitCount > 0 && typeof error === "string" && error ? error : undefined;
}
