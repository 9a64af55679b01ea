import { useField } from "formik";
import { useId, type ReactNode } from "react";
import { FieldMessages, type MessageFor } from "./FieldMessages.tsx";
import { useShownError } from "./use-shown-error.ts";

/** One choice of a radio group: its value, its label and an optional line under it. */
export interface Choice {
  readonly value: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
}

function ChoiceOption({
  name,
  choice,
  classPrefix,
}: {
  readonly name: string;
  readonly choice: Choice;
  readonly classPrefix: string;
}) {
  const [field] = useField({ name, type: "radio", value: choice.value });
  const id = useId();
  return (
    <span className={`${classPrefix}__choice`}>
      <input
        {...field}
        id={id}
        type="radio"
        className={`${classPrefix}__radio`}
        aria-describedby={choice.hint ? `${id}-hint` : undefined}
      />
      {/* The hint beside the label, not in it: the radio's name stays the choice's name. */}
      <span>
        <label htmlFor={id}>{choice.label}</label>
        {choice.hint ? (
          <span id={`${id}-hint`} className={`${classPrefix}__hint`}>
            {choice.hint}
          </span>
        ) : null}
      </span>
    </span>
  );
}

/**
 * A radio group of a Formik form (a salutation, a shipping or payment method): a fieldset whose
 * legend names it, its error read with the group (`aria-describedby`) once the shopper tried to
 * submit. Arrow keys move between the choices, as native radios do.
 */
export function ChoiceField({
  name,
  legend,
  choices,
  messageFor,
  classPrefix = "shop-field",
}: {
  readonly name: string;
  readonly legend: ReactNode;
  readonly choices: readonly Choice[];
  readonly messageFor: MessageFor;
  readonly classPrefix?: string;
}) {
  const error = useShownError(name);
  const id = useId();
  return (
    <fieldset
      className={`${classPrefix} ${classPrefix}--choices`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={`${classPrefix}__label`}>{legend}</legend>
      {choices.map((choice) => (
        <ChoiceOption key={choice.value} name={name} choice={choice} classPrefix={classPrefix} />
      ))}
      {error ? (
        <FieldMessages
          id={`${id}-error`}
          refs={error}
          messageFor={messageFor}
          className={`${classPrefix}__error`}
        />
      ) : null}
    </fieldset>
  );
}
