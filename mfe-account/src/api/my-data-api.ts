import { Hono } from "hono";
import type { Database, Sessions } from "@shop/shared/platform";
import type { MyData } from "../my-data/my-data.ts";
import type { AddressStore } from "../store/address-store.ts";
import type { UserStore } from "../store/user-store.ts";
import { myDataOf } from "./my-data.ts";
import { registeredCustomer } from "./signed-in-customer.ts";

/** What the my-data call needs. */
export interface MyDataApiSources {
  readonly db: Database;
  readonly sessions: Sessions;
  readonly users: UserStore;
  readonly addresses: AddressStore;
}

/**
 * The my-data overview's call (core spec point 1), mounted at `/api`: `GET /user/my-data/`
 * answers everything the account stores about the signed-in registered customer; with
 * `?download=1` as a JSON file to save.
 */
export function myDataApiRoutes(sources: MyDataApiSources): Hono {
  const app = new Hono();
  app.get("/user/my-data/", async (c) => {
    const user = await registeredCustomer(c, sources.sessions, sources.users);
    c.header("cache-control", "private, no-store");
    if (c.req.query("download") === "1") {
      c.header("content-disposition", 'attachment; filename="my-data.json"');
    }
    return c.json<MyData>(await myDataOf(sources.db, sources.addresses, user));
  });
  return app;
}
