/** How a newsletter confirmation link went, as it lands on the home page (decision 0031). */
export type NewsletterOutcome = "confirmed" | "invalid";

/** The outcome a page's `?newsletter=` names, or null for none or anything else. */
export function newsletterOutcome(query: string | undefined): NewsletterOutcome | null {
  return query === "confirmed" || query === "invalid" ? query : null;
}
