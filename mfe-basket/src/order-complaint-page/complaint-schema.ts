import { array, object, string } from "yup";
import {
  complaintMessageMaxLength,
  complaintReasons,
  type ComplaintReason,
} from "../orders/complaint-rules.ts";

/** The complaint form's values: the reason is empty until one is chosen. */
export interface ComplaintValues {
  readonly reason: ComplaintReason | "";
  readonly variantIds: string[];
  readonly message: string;
}

/** Why a field was refused; the form shows each in the shopper's language. */
export type ComplaintProblem =
  "reasonMissing" | "linesMissing" | "messageMissing" | "messageTooLong";

/**
 * The complaint form's Yup schema, from the same rules the server checks (`complaint-rules.ts`):
 * a reason of the fixed list, at least one line of the order, a message of 1 to 2000 characters.
 */
export function complaintSchema(orderVariantIds: readonly string[]) {
  return object({
    reason: string()
      .oneOf([...complaintReasons], "reasonMissing")
      .required("reasonMissing"),
    variantIds: array(
      string()
        .oneOf([...orderVariantIds])
        .required(),
    )
      .min(1, "linesMissing")
      .required("linesMissing"),
    message: string()
      .trim()
      .required("messageMissing")
      .max(complaintMessageMaxLength, "messageTooLong"),
  });
}
