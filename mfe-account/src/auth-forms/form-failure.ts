import type { SerializedError } from "@reduxjs/toolkit";
import type { FetchBaseQueryError } from "@reduxjs/toolkit/query";
import type { FormikErrors, FormikHelpers } from "formik";
import { callFailure } from "@shop/shared/store";
import { checkFieldsKey, failedKey, formMessages } from "./field-messages.ts";
import { messageRefs } from "@shop/shared";

/** What an auth form shows above its fields: a message key of `formMessages`. */
export interface FormStatus {
  readonly key: string;
}

/**
 * Shows a refused call on the form (the shop's error body, decision 0015): each field error
 * beside its field, and one message for the form: the answer's own key where the form has
 * wording for it, else "check the marked fields" or the generic failure.
 */
export function showCallFailure<Values>(
  helpers: Pick<FormikHelpers<Values>, "setErrors" | "setStatus">,
  error: FetchBaseQueryError | SerializedError | undefined,
): void {
  const { body } = callFailure(error);
  const fields = body.fields ?? [];
  // The API names the form's own fields (`AuthFieldError`), so these are the form's errors.
  const errors = Object.fromEntries(fields.map((field) => [field.field, messageRefs([field])]));
  helpers.setErrors(errors as FormikErrors<Values>);
  const key =
    body.key && body.key in formMessages
      ? body.key
      : fields.length > 0
        ? checkFieldsKey
        : failedKey;
  helpers.setStatus({ key } satisfies FormStatus);
}
