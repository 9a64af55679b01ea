import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ErrorMessage, Field, Formik } from "formik";
import { ShopForm } from "@shop/shared/ui";
import { useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import type { OrderResponse, ShopContext } from "@shop/shared";
import { callFailure } from "@shop/shared/store";
import {
  complaintMessageMaxLength,
  complaintReasons,
  type ComplaintBody,
} from "../orders/complaint-rules.ts";
import { ordersApi } from "../orders/orders-endpoints.ts";
import { complaintReasonNames } from "./complaint-reason-names.ts";
import {
  complaintSchema,
  type ComplaintProblem,
  type ComplaintValues,
} from "./complaint-schema.ts";

const problems: Record<ComplaintProblem, MessageDescriptor> = {
  reasonMissing: msg({ id: "complaint.reasonMissing", message: "Please choose a reason." }),
  linesMissing: msg({ id: "complaint.linesMissing", message: "Please choose at least one item." }),
  messageMissing: msg({ id: "complaint.messageMissing", message: "Please describe the problem." }),
  messageTooLong: msg({
    id: "complaint.messageTooLong",
    message: "Please shorten your message to 2000 characters.",
  }),
};

interface Props {
  readonly order: OrderResponse;
  readonly shop: ShopContext;
  readonly onFiled: () => void;
}

/** The complaint form (Formik over the Yup schema from the shared complaint rules). */
export function ComplaintForm({ order, shop, onFiled }: Props) {
  const { _ } = useLingui();
  const [file] = ordersApi.useFileComplaintMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const initial: ComplaintValues = {
    reason: "",
    variantIds: order.lines.length === 1 ? order.lines.map((line) => line.variantId) : [],
    message: "",
  };
  const problem = (key: string) => (key in problems ? _(problems[key as ComplaintProblem]) : key);
  return (
    <Formik<ComplaintValues>
      initialValues={initial}
      validationSchema={complaintSchema(order.lines.map((line) => line.variantId))}
      onSubmit={async (values) => {
        setFailure(null);
        const body = { ...values, message: values.message.trim() } as ComplaintBody;
        const result = await file({ locale: shop.locale, orderNumber: order.orderNumber, body });
        if ("data" in result && result.data) return onFiled();
        const { status } = callFailure(result.error);
        setFailure(
          status === 429
            ? _(
                msg({
                  id: "complaint.tooMany",
                  message:
                    "You have sent several complaints in a short time. Please try again in an hour.",
                }),
              )
            : _(
                msg({
                  id: "complaint.failed",
                  message: "Your complaint could not be sent. Please try again.",
                }),
              ),
        );
      }}
    >
      {({ isSubmitting, values }) => {
        const written = values.message.length;
        return (
          <ShopForm className="bsk-orders__form" noValidate>
            <div className="bsk-orders__field">
              <label htmlFor="complaint-reason">
                <Trans id="complaint.reason">Reason</Trans>
              </label>
              <Field
                as="select"
                id="complaint-reason"
                name="reason"
                aria-describedby="complaint-reason-error"
              >
                <option value="">
                  {_(msg({ id: "complaint.chooseReason", message: "Please choose" }))}
                </option>
                {complaintReasons.map((reason) => (
                  <option key={reason} value={reason}>
                    {_(complaintReasonNames[reason])}
                  </option>
                ))}
              </Field>
              <ErrorMessage name="reason">
                {(key) => (
                  <p id="complaint-reason-error" className="bsk-orders__error">
                    {problem(key)}
                  </p>
                )}
              </ErrorMessage>
            </div>
            <fieldset className="bsk-orders__field" aria-describedby="complaint-lines-error">
              <legend>
                <Trans id="complaint.lines">Which items are affected?</Trans>
              </legend>
              {order.lines.map((line) => (
                <label key={line.variantId}>
                  <Field type="checkbox" name="variantIds" value={line.variantId} />{" "}
                  {line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name}
                </label>
              ))}
              <ErrorMessage name="variantIds">
                {(key) => (
                  <p id="complaint-lines-error" className="bsk-orders__error">
                    {problem(key)}
                  </p>
                )}
              </ErrorMessage>
            </fieldset>
            <div className="bsk-orders__field">
              <label htmlFor="complaint-message">
                <Trans id="complaint.message">Your message</Trans>
              </label>
              <Field
                as="textarea"
                id="complaint-message"
                name="message"
                rows={6}
                maxLength={complaintMessageMaxLength}
                aria-describedby="complaint-message-hint complaint-message-error"
              />
              <p id="complaint-message-hint" className="bsk-orders__hint">
                <Trans id="complaint.messageHint">
                  {written} of {complaintMessageMaxLength} characters
                </Trans>
              </p>
              <ErrorMessage name="message">
                {(key) => (
                  <p id="complaint-message-error" className="bsk-orders__error">
                    {problem(key)}
                  </p>
                )}
              </ErrorMessage>
            </div>
            {failure ? (
              <p role="alert" className="bsk-orders__error">
                {failure}
              </p>
            ) : null}
            <button
              type="submit"
              className="bsk-button bsk-button--primary"
              disabled={isSubmitting}
            >
              <Trans id="complaint.send">Send complaint</Trans>
            </button>
          </ShopForm>
        );
      }}
    </Formik>
  );
}
