import { ValidationError, type Schema } from "yup";

/**
 * A form schema's refusals of some values, field by field (`{ email: "validation.email" }`),
 * or `{}` when it takes them: what the schema tests compare. Tests only.
 */
export async function schemaErrors(
  schema: Schema,
  values: unknown,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? "", inner.message]));
  }
}
