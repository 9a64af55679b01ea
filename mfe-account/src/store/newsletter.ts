import type { Database } from "@shop/shared/platform";
import { newsletterSignups } from "./schema.ts";

export interface NewsletterSignUp {
  readonly email: string;
  readonly shopId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** m=0, f=2, d=4 (core spec point 7). */
  readonly salutation: 0 | 2 | 4;
  readonly source: string;
}

/** Newsletter sign-ups (core spec point 7), kept for the newsletter service to collect. */
export class NewsletterStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async signUp(signUp: NewsletterSignUp): Promise<void> {
    await this.db.insert(newsletterSignups).values({ ...signUp });
  }
}
