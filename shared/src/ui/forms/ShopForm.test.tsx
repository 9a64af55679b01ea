// @vitest-environment happy-dom
import { Field, Formik } from "formik";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { ShopForm } from "./ShopForm.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  readonly firstName: string;
  readonly country: string;
  readonly gender: string;
  readonly newsletter: boolean;
  readonly topics: readonly string[];
  readonly quantity: number | "";
}

const initialValues: Values = {
  firstName: "",
  country: "DE",
  gender: "f",
  newsletter: false,
  topics: [],
  quantity: 1,
};

function TheForm({ onSubmit }: { readonly onSubmit: (values: Values) => void }) {
  return (
    <Formik initialValues={initialValues} onSubmit={onSubmit}>
      <ShopForm>
        <Field name="firstName" aria-label="first name" />
        <Field as="select" name="country" aria-label="country">
          <option value="DE">Deutschland</option>
          <option value="AT">Österreich</option>
        </Field>
        <Field type="radio" name="gender" value="f" aria-label="ms" />
        <Field type="radio" name="gender" value="m" aria-label="mr" />
        <Field type="checkbox" name="newsletter" aria-label="newsletter" />
        <Field type="checkbox" name="topics" value="sale" aria-label="sale" />
        <Field type="number" name="quantity" aria-label="quantity" />
        <button type="submit">Send</button>
      </ShopForm>
    </Formik>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** Server markup in the page, changed by `typeBeforeHydration`, then hydrated and submitted. */
async function submittedAfterHydration(
  typeBeforeHydration: (form: HTMLFormElement) => void,
): Promise<{ readonly values: Values; readonly form: HTMLFormElement }> {
  let submitted: (values: Values) => void = () => undefined;
  const values = new Promise<Values>((resolve) => (submitted = resolve));
  const container = document.createElement("div");
  container.innerHTML = renderToString(<TheForm onSubmit={() => undefined} />);
  document.body.append(container);
  const form = container.querySelector("form")!;
  typeBeforeHydration(form);
  await act(async () => {
    root = hydrateRoot(container, <TheForm onSubmit={(typed) => submitted(typed)} />);
    await Promise.resolve();
  });
  await act(async () => {
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await Promise.resolve();
  });
  return { values: await values, form };
}

const field = <T extends Element>(form: HTMLFormElement, name: string): T =>
  form.querySelector<T>(`[aria-label="${name}"]`)!;

describe("a shop form keeps what was typed before the page was interactive", () => {
  it("takes typed text, a picked option, radio, checkboxes and a number into its state", async () => {
    const { values, form } = await submittedAfterHydration((form) => {
      field<HTMLInputElement>(form, "first name").value = "Eva";
      field<HTMLSelectElement>(form, "country").value = "AT";
      field<HTMLInputElement>(form, "mr").checked = true;
      field<HTMLInputElement>(form, "newsletter").checked = true;
      field<HTMLInputElement>(form, "sale").checked = true;
      field<HTMLInputElement>(form, "quantity").value = "3";
    });
    expect(values).toEqual({
      firstName: "Eva",
      country: "AT",
      gender: "m",
      newsletter: true,
      topics: ["sale"],
      quantity: 3,
    });
    // Rendered again by the submit, the fields still show it.
    expect(field<HTMLInputElement>(form, "first name").value).toBe("Eva");
    expect(field<HTMLSelectElement>(form, "country").value).toBe("AT");
  });

  it("changes nothing when nothing was typed", async () => {
    const { values } = await submittedAfterHydration(() => undefined);
    expect(values).toEqual(initialValues);
  });
});
