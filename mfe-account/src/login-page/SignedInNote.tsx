import { Trans } from "@lingui/react/macro";
import { accountApi } from "../account-client/account-endpoints.ts";

/**
 * Who is signed in already, when someone is (the user the server answered, core spec point 4):
 * the page still offers to sign in as someone else.
 */
export function SignedInNote({
  locale,
  destination,
}: {
  readonly locale: string;
  readonly destination: string;
}) {
  const { data: user } = accountApi.useUserQuery(locale);
  if (!user?.loggedIn) return null;
  const firstName = user.firstName ?? "";
  return (
    <p className="acc-note">
      <Trans id="login.signedInAs">You are signed in as {firstName}.</Trans>{" "}
      <a href={destination}>
        <Trans id="login.continue">Continue</Trans>
      </a>
    </p>
  );
}
