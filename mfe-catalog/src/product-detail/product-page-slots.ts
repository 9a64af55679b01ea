/** The product page's recommendation slots below the product (catalogue spec point 7). */
export const productPageSlots = ["pds_alternatives", "pds_suggestions"] as const;
export type ProductPageSlot = (typeof productPageSlots)[number];
