export * from "./FieldMessages.tsx";
export * from "./TextField.tsx";
export * from "./use-shown-error.ts";
export * from "./ChoiceField.tsx";
export * from "./SelectField.tsx";
export * from "./ShopForm.tsx";
