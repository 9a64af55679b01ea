import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { validateAddress, type ApiError } from "@shop/shared";
import { jsonBody, type Sessions } from "@shop/shared/platform";
import type { AccountAddress, AddressBook } from "../address-book/account-address.ts";
import { addressBookCap, type AddressDefaults, type AddressStore } from "../store/address-store.ts";
import type { UserStore } from "../store/user-store.ts";
import { registeredCustomer } from "./signed-in-customer.ts";

/** What the address book's calls need. */
export interface AddressBookApiSources {
  readonly sessions: Sessions;
  readonly users: UserStore;
  readonly addresses: AddressStore;
}

/** The defaults a body asks for: `defaultShipping`, `defaultBilling`, each true, false or absent. */
function defaultsOf(body: unknown): AddressDefaults {
  const flag = (name: string) => {
    const value: unknown =
      typeof body === "object" && body !== null
        ? Object.getOwnPropertyDescriptor(body, name)?.value
        : undefined;
    if (value === undefined || typeof value === "boolean") return value;
    throw new HTTPException(400, { message: `${name} must be true or false` });
  };
  return { defaultShipping: flag("defaultShipping"), defaultBilling: flag("defaultBilling") };
}

/** A checked address from the body, or the 400 answer listing the refused fields. */
async function addressFrom(c: Context) {
  const body = await jsonBody(c);
  const defaults = defaultsOf(body);
  const check = validateAddress(body);
  return { check, defaults };
}

const invalidAddress = (errors: ApiError["fields"]): ApiError => ({
  error: "Some fields of the address are not filled in correctly",
  fields: errors ?? [],
});

/** Another customer's address answers like a missing one: no one learns that it exists. */
const notFound = () => new HTTPException(404, { message: "There is no such address" });

/**
 * The address book (issue 17, account pages), mounted at `/api`, for the signed-in registered
 * customer only (401 otherwise): `GET /user/addresses/`, `POST /user/addresses/` (201),
 * `PUT /user/addresses/{id}/`, `DELETE /user/addresses/{id}/` (204). A body is an address in the
 * checkout's shape with optional `defaultShipping`/`defaultBilling`; the postcode must be its
 * country's. Another customer's address id answers 404, as an unknown one.
 */
export function addressBookApiRoutes(sources: AddressBookApiSources): Hono {
  const { sessions, users, addresses } = sources;
  const app = new Hono();

  app.use("/user/addresses/*", async (c, next) => {
    c.header("cache-control", "private, no-store");
    await next();
  });

  app.get("/user/addresses/", async (c) => {
    const user = await registeredCustomer(c, sessions, users);
    return c.json<AddressBook>({ addresses: await addresses.of(user.id) });
  });

  app.post("/user/addresses/", async (c) => {
    const user = await registeredCustomer(c, sessions, users);
    const { check, defaults } = await addressFrom(c);
    if (!check.ok) return c.json<ApiError>(invalidAddress(check.errors), 400);
    const added = await addresses.add(user.id, check.value, defaults);
    if (!added) {
      return c.json<ApiError>(
        {
          error: `An address book holds at most ${addressBookCap} addresses; please delete one first`,
          key: "address.errors.full",
        },
        400,
      );
    }
    return c.json<AccountAddress>(added, 201);
  });

  app.put("/user/addresses/:id/", async (c) => {
    const user = await registeredCustomer(c, sessions, users);
    if (!(await addresses.byId(user.id, c.req.param("id")))) throw notFound();
    const { check, defaults } = await addressFrom(c);
    if (!check.ok) return c.json<ApiError>(invalidAddress(check.errors), 400);
    const changed = await addresses.change(user.id, c.req.param("id"), check.value, defaults);
    if (!changed) throw notFound();
    return c.json<AccountAddress>(changed);
  });

  app.delete("/user/addresses/:id/", async (c) => {
    const user = await registeredCustomer(c, sessions, users);
    if (!(await addresses.remove(user.id, c.req.param("id")))) throw notFound();
    return c.body(null, 204);
  });

  return app;
}
