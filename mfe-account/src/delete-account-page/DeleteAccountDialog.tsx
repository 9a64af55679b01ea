import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Formik } from "formik";
import { object } from "yup";
import { pathFor, validateLoginPassword, type ShopContext } from "@shop/shared";
import { Dialog } from "@shop/shared/ui";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AuthFormFrame } from "../auth-forms/AuthFormFrame.tsx";
import { ruleSchema } from "@shop/shared/forms";
import { showCallFailure } from "../auth-forms/form-failure.ts";
import { PasswordField } from "../auth-forms/PasswordField.tsx";

const schema = object({ password: ruleSchema(validateLoginPassword) });

/**
 * The delete-account dialog (catalogue spec point 7): the customer confirms with the password;
 * then the account is gone and the shop's home page says so (`?redirect=goodbye`, core spec
 * point 2).
 */
export function DeleteAccountDialog({
  shop,
  open,
  onClose,
  openerId,
}: {
  readonly shop: ShopContext;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly openerId: string;
}) {
  const { _ } = useLingui();
  const [deleteAccount] = accountApi.useDeleteAccountMutation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      returnFocusTo={openerId}
      title={<Trans id="deleteAccount.dialogTitle">Delete your account for good?</Trans>}
      closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
    >
      <p>
        <Trans id="deleteAccount.confirmText">
          Please confirm with your password. Your account cannot be restored afterwards.
        </Trans>
      </p>
      <Formik
        initialValues={{ password: "" }}
        validationSchema={schema}
        validateOnBlur={false}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          const result = await deleteAccount({ password: values.password });
          if (result.error) showCallFailure(helpers, result.error);
          else window.location.assign(`${pathFor("home", shop.language)}?redirect=goodbye`);
        }}
      >
        <AuthFormFrame submitLabel={<Trans id="deleteAccount.confirm">Delete my account</Trans>}>
          <PasswordField />
        </AuthFormFrame>
      </Formik>
      <button type="button" className="acc-link-button" onClick={onClose}>
        <Trans id="deleteAccount.keep">Keep my account</Trans>
      </button>
    </Dialog>
  );
}
