import { accountApi } from "../account-client/account-endpoints.ts";
import { isLeakedPassword } from "../account-client/leaked-password.ts";

/**
 * The leaked-password check of a new password before it is sent (core spec points 5 and 7):
 * resolves true when the password is leaked or the check failed.
 */
export function useLeakedPasswordCheck(): (password: string) => Promise<boolean> {
  const [range] = accountApi.useLazyPasswordRangeQuery();
  return (password) => isLeakedPassword(password, (prefix) => range(prefix, true).unwrap());
}

/** The field error of a leaked password, as the API would answer it. */
export const leakedPasswordKey = "reset-password.fields.new-password.leaked";
