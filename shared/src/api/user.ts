/**
 * The shopper as `GET /api/user/` answers (core spec point 3, User). Anonymous visitors get
 * `loggedIn: false` and no personal fields; a logged-in id is 64 characters.
 */
export interface User {
  readonly id: string | null;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly gender?: "m" | "f" | "d";
  readonly email?: string;
  readonly phone?: string | null;
  readonly birthDate?: string | null;
  readonly customerNo?: string;
  readonly loggedIn: boolean;
  readonly isGuestCustomer: boolean;
  readonly registered: boolean;
}

/**
 * Core spec point 3, User: the local-storage key of the browser's anonymous id, which logout
 * clears (point 4).
 */
export const userIdStorageKey = "userId";

/**
 * Who the visitor is signed in as (core spec point 6, visitor kinds): the edge's sign-in rules
 * and the account's fragments read it from the session.
 */
export type SignInState = "anonymous" | "guest" | "registered";

/** The visitor kind of a user as `GET /api/user/` answers it. */
export function signInStateOf(user: User): SignInState {
  if (!user.loggedIn) return "anonymous";
  return user.isGuestCustomer ? "guest" : "registered";
}

/** A field's failed rule: the spec's message key and its parameters (`{ max: 30 }`). */
export interface FieldError {
  readonly field: string;
  readonly key: string;
  readonly params?: Readonly<Record<string, number>>;
}

/** The one error body of the shop's API: a message a client can show, and field errors. */
export interface ApiError {
  readonly error: string;
  /** A translation key for the message, where the client shows its own wording. */
  readonly key?: string;
  readonly fields?: readonly FieldError[];
}

/** `POST /api/user/auth/{login|register|guest}/`: the signed-in shopper. */
export interface AuthResult {
  readonly type: "success";
  readonly user: User;
}
