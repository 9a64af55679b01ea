import { object, string } from "yup";

/** The dialog's values: the postcode searched, the store chosen and who collects. */
export interface ReservationValues {
  readonly postcode: string;
  readonly storeId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
}

export const emptyReservation: ReservationValues = {
  postcode: "",
  storeId: "",
  email: "",
  firstName: "",
  lastName: "",
  phone: "",
};

/** Why a field was refused: a message key the dialog words in the shopper's language. */
export type ReservationProblem =
  | "reserve.errors.store"
  | "reserve.errors.email"
  | "reserve.errors.emailRequired"
  | "reserve.errors.name"
  | "reserve.errors.phone";

/**
 * The dialog's Yup schema, by the same rules as the server's body (`reservation-bodies.ts`): a
 * store, an e-mail address, first and last name up to 80 characters, an optional phone number.
 * The postcode only searches; it is checked by the store search.
 */
export const reservationSchema = object({
  postcode: string(),
  storeId: string().required("reserve.errors.store"),
  email: string()
    .trim()
    .required("reserve.errors.emailRequired")
    .email("reserve.errors.email")
    .max(254, "reserve.errors.email"),
  firstName: string().trim().required("reserve.errors.name").max(80, "reserve.errors.name"),
  lastName: string().trim().required("reserve.errors.name").max(80, "reserve.errors.name"),
  phone: string()
    .trim()
    .matches(/^\+?[0-9 ()/-]{6,24}$/, {
      message: "reserve.errors.phone",
      excludeEmptyString: true,
    }),
});
