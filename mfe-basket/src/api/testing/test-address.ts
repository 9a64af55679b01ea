/** A German shopper's address as tests send it with an order (shipping and billing alike). */
export const berlinAddress = {
  salutation: "f",
  firstName: "Anna",
  lastName: "Schmidt",
  street: "Hauptstraße",
  houseNumber: "12a",
  postcode: "10115",
  city: "Berlin",
  country: "de",
} as const;
