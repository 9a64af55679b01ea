import {
  durationText,
  linkEmail,
  type LinkEmail,
  type LinkEmailCopy,
  type MailLanguage,
} from "./link-email.ts";

export type { MailLanguage } from "./link-email.ts";

export interface ResetEmailInput {
  readonly language: MailLanguage;
  readonly brandName: string;
  /** The reset address, built by the caller from the configured shop origin, never the request. */
  readonly link: string;
  readonly minutesValid: number;
}

// Formal address throughout (Sie, vous, u); brand names are trademarks and stay untranslated.
const copies: Record<MailLanguage, (brand: string, duration: string) => LinkEmailCopy> = {
  en: (brand, duration) => ({
    subject: `Reset your ${brand} password`,
    request: `We have received a request to reset the password for your ${brand} customer account. You can choose a new password using the link below.`,
    action: "Choose a new password",
    validity: `The link is valid for ${duration}.`,
    ignore:
      "If you did not request this, you can simply ignore this e-mail. Your password will remain unchanged.",
  }),
  de: (brand, duration) => ({
    subject: `Ihr Passwort bei ${brand} zurücksetzen`,
    request: `wir haben eine Anfrage erhalten, das Passwort für Ihr Kundenkonto bei ${brand} zurückzusetzen. Über den folgenden Link können Sie ein neues Passwort festlegen.`,
    action: "Neues Passwort festlegen",
    validity: `Der Link ist ${duration} lang gültig.`,
    ignore:
      "Falls Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail einfach ignorieren. Ihr Passwort bleibt dann unverändert.",
  }),
  fr: (brand, duration) => ({
    subject: `Réinitialisation de votre mot de passe ${brand}`,
    request: `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte client ${brand}. Vous pouvez choisir un nouveau mot de passe grâce au lien ci-dessous.`,
    action: "Choisir un nouveau mot de passe",
    validity: `Ce lien est valable ${duration}.`,
    ignore:
      "Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail. Votre mot de passe restera inchangé.",
  }),
  nl: (brand, duration) => ({
    subject: `Uw wachtwoord bij ${brand} opnieuw instellen`,
    request: `We hebben een verzoek ontvangen om het wachtwoord van uw klantaccount bij ${brand} opnieuw in te stellen. Via de onderstaande link kunt u een nieuw wachtwoord kiezen.`,
    action: "Nieuw wachtwoord kiezen",
    validity: `De link is ${duration} geldig.`,
    ignore:
      "Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren. Uw wachtwoord blijft ongewijzigd.",
  }),
};

/** The password-reset e-mail in one language: subject, plain text and HTML, each with the link. */
export function resetEmail({
  language,
  brandName,
  link,
  minutesValid,
}: ResetEmailInput): LinkEmail {
  const copy = copies[language](brandName, durationText(language, minutesValid, "minute"));
  return linkEmail(language, brandName, copy, link);
}
