// Yup schemas built from the shared field rules (core spec point 5), for the slices' Formik forms.
// Apart from `@shop/shared/ui` (components with Lingui macros), so a slice's unit tests and
// schemas import them without a React or macro transform.
export * from "./rule-schema.ts";
export * from "./address-schema.ts";
export * from "./order-address-schema.ts";
