import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { maxLineQuantity } from "@shop/shared";

const id = z.string().min(1).max(80);
const quantity = z.number().int().max(maxLineQuantity);
const shortText = z.string().max(200);

/** text1 … text9 of a customisation, each at most 200 characters. */
const customText = z.record(z.string().regex(/^text[1-9]$/, "must be text1 to text9"), shortText);

const customData = z.object({
  customText: customText.optional(),
  pricePromotionKey: z.string().max(40).optional(),
});

/** Free display data of a line (e.g. a preview of the customisation), small and flat. */
const displayData = z
  .record(z.string().max(40), shortText)
  .refine((value) => Object.keys(value).length <= 10, "may have at most 10 entries");

const itemGroup = z.object({
  id: z.string().max(8).optional(),
  isMainItem: z.boolean().optional(),
  isRequired: z.boolean().optional(),
});

export const addItemBody = z.object({
  basketKey: z.string(),
  variantId: id,
  quantity: quantity.min(1),
  customData: customData.optional(),
  displayData: displayData.optional(),
  itemGroup: itemGroup.optional(),
  options: z.object({ pricePromotionKey: z.string().max(40).optional() }).optional(),
});

export const updateItemBody = z.object({
  basketKey: z.string(),
  itemKey: id,
  quantity: quantity.min(0),
  customData: customData.optional(),
  displayData: displayData.optional(),
  itemGroup: itemGroup.optional(),
  options: z
    .object({
      pricePromotionKey: z.string().max(40).optional(),
      version: z.number().int().min(1).optional(),
    })
    .optional(),
});

export const deleteItemBody = z.object({ basketKey: z.string(), itemKey: id });

export const addWishlistItemBody = z.object({ wishlistKey: z.string(), itemCreationId: id });

export const deleteWishlistItemBody = z.object({ wishlistKey: z.string(), itemKey: id });

/** Parses a body against its schema; the first problem becomes a 400 a client can show. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join(".") || "body";
  throw new HTTPException(400, { message: `${where}: ${issue?.message ?? "is not valid"}` });
}
