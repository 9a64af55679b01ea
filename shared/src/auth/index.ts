export {
  authMessageKeys,
  type AuthMessageKey,
  type AuthMessageParams,
  type FieldCheck,
  type FieldIssue,
} from "./auth-messages.ts";
export {
  authFormFields,
  authFormRules,
  isAuthFormGroup,
  validateAuthForm,
  type AuthFieldName,
  type AuthFormGroup,
  type AuthFormResult,
  type AuthFormValues,
  type AuthFieldError,
} from "./auth-fields.ts";
export {
  defaultGender,
  genders,
  isGender,
  validateGender,
  validateNewsletter,
  type Gender,
} from "./choice-rules.ts";
export { emailMaxLength, normalizeEmail, validateEmail } from "./email-rules.ts";
export { personNameMaxLength, validatePersonName } from "./name-rules.ts";
export {
  loginPasswordMaxLength,
  newPasswordMaxLength,
  newPasswordMinLength,
  validateLoginPassword,
  validateNewPassword,
} from "./password-rules.ts";
export { resetTokenMaxLength, validateResetToken } from "./reset-token.ts";
export { maxRawTextLength } from "./text-input.ts";
export * from "./message-refs.ts";
