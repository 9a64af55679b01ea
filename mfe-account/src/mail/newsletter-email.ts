import {
  durationText,
  linkEmail,
  type LinkEmail,
  type LinkEmailCopy,
  type MailLanguage,
} from "./link-email.ts";

export interface NewsletterEmailInput {
  readonly language: MailLanguage;
  readonly brandName: string;
  /** The confirmation address, built by the caller from the configured shop origin. */
  readonly link: string;
  readonly hoursValid: number;
}

// Formal address throughout (Sie, vous, u); brand names are trademarks and stay untranslated.
const copies: Record<MailLanguage, (brand: string, duration: string) => LinkEmailCopy> = {
  en: (brand, duration) => ({
    subject: `Please confirm your ${brand} newsletter sign-up`,
    request: `Thank you for signing up for the ${brand} newsletter. Please use the link below to confirm that you would like to receive it at this address. We will only send you our newsletter once you have confirmed.`,
    action: "Confirm sign-up",
    validity: `The link is valid for ${duration}.`,
    ignore:
      "If you did not sign up, you can simply ignore this e-mail. You will then not receive our newsletter.",
  }),
  de: (brand, duration) => ({
    subject: `Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${brand}`,
    request: `vielen Dank für Ihre Anmeldung zum Newsletter von ${brand}. Bitte bestätigen Sie über den folgenden Link, dass Sie ihn an diese Adresse erhalten möchten. Erst danach senden wir Ihnen unseren Newsletter.`,
    action: "Anmeldung bestätigen",
    validity: `Der Link ist ${duration} lang gültig.`,
    ignore:
      "Falls Sie sich nicht angemeldet haben, können Sie diese E-Mail einfach ignorieren. Sie erhalten dann keinen Newsletter von uns.",
  }),
  fr: (brand, duration) => ({
    subject: `Confirmez votre inscription à la newsletter ${brand}`,
    request: `Nous vous remercions de votre inscription à la newsletter ${brand}. Veuillez confirmer, grâce au lien ci-dessous, que vous souhaitez la recevoir à cette adresse. Nous ne vous l’enverrons qu’après cette confirmation.`,
    action: "Confirmer mon inscription",
    validity: `Ce lien est valable ${duration}.`,
    ignore:
      "Si cette demande ne vient pas de vous, vous pouvez ignorer cet e-mail. Vous ne recevrez alors pas notre newsletter.",
  }),
  nl: (brand, duration) => ({
    subject: `Bevestig uw inschrijving voor de nieuwsbrief van ${brand}`,
    request: `Hartelijk dank voor uw inschrijving voor de nieuwsbrief van ${brand}. Bevestig via de onderstaande link dat u de nieuwsbrief op dit adres wilt ontvangen. Pas daarna sturen wij u onze nieuwsbrief.`,
    action: "Inschrijving bevestigen",
    validity: `De link is ${duration} geldig.`,
    ignore:
      "Heeft u zich niet ingeschreven? Dan kunt u deze e-mail negeren. U ontvangt dan geen nieuwsbrief van ons.",
  }),
};

/**
 * The newsletter's confirmation e-mail (double opt-in, decision 0031) in one language: subject,
 * plain text and HTML, each with the link that confirms the sign-up.
 */
export function newsletterEmail({
  language,
  brandName,
  link,
  hoursValid,
}: NewsletterEmailInput): LinkEmail {
  const copy = copies[language](brandName, durationText(language, hoursValid, "hour"));
  return linkEmail(language, brandName, copy, link);
}
