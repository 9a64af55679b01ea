/**
 * What the account team's fragment loaders read in-process. The account link renders from the
 * visitor's notices alone, so there is nothing to read yet; the account pages to come add calls
 * (the signed-in customer, addresses) here.
 */
export type AccountClient = Record<string, never>;
