// `npm run orders -w @shop/mfe-basket -- <command> <orderNumber> [options]`: moves an order along
// the state machine (decision 0039) so the account's order pages can show it.
//   pay <orderNumber>                                placed → paid (payment captured)
//   ship <orderNumber> [--carrier dhl] [--packages 2] paid → shipped, in packages
//   deliver <orderNumber>                            shipped → delivered
//   expire-unpaid [--minutes 30]                     redirect payments pending longer expire
//                                                    (SHOP_UNPAID_ORDER_MINUTES; decision 0047)
// Over the edge's database: DATABASE_URL, else the embedded PGlite in SHOP_DATA_DIR (default
// .data/pglite), which serves one process at a time: stop the edge first.
import { parseArgs } from "node:util";
import { OrderHistoryStore } from "../store/order-history-store.ts";
import { OrderExpiryStore } from "../store/order-expiry.ts";
import { OrderStore } from "../store/order-store.ts";
import { defaultUnpaidOrderMinutes } from "./order-expiry.ts";
import { openCliDatabase } from "./orders-cli-database.ts";
import {
  deliverOrder,
  expireUnpaidOrders,
  payOrder,
  shipOrder,
  type CommandOutcome,
} from "./orders-cli-commands.ts";

const usage = [
  "usage: npm run orders -w @shop/mfe-basket -- pay|ship|deliver <orderNumber> [--carrier dhl] [--packages 2]",
  "       npm run orders -w @shop/mfe-basket -- expire-unpaid [--minutes 30]",
].join("\n");

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    carrier: { type: "string" },
    packages: { type: "string" },
    minutes: { type: "string" },
  },
});
const [command, orderNumber] = positionals;
const packages = values.packages === undefined ? undefined : Number(values.packages);
const expiring = command === "expire-unpaid";

if (!command || (!expiring && (!orderNumber || !["pay", "ship", "deliver"].includes(command)))) {
  console.error(usage);
  process.exit(2);
}
if (packages !== undefined && !(Number.isInteger(packages) && packages >= 1)) {
  console.error("--packages must be a whole number from 1");
  process.exit(2);
}

const minutesGiven = values.minutes ?? process.env.SHOP_UNPAID_ORDER_MINUTES;
const minutes = Number(minutesGiven ?? defaultUnpaidOrderMinutes);
if (expiring && !(Number.isInteger(minutes) && minutes >= 1)) {
  console.error("--minutes must be a whole number from 1");
  process.exit(2);
}

const database = await openCliDatabase(process.env);
let outcome: CommandOutcome;
try {
  const stores = {
    orders: new OrderStore(database.db),
    history: new OrderHistoryStore(database.db),
  };
  outcome = expiring
    ? await expireUnpaidOrders(new OrderExpiryStore(database.db), minutes)
    : command === "pay"
      ? await payOrder(stores, orderNumber ?? "")
      : command === "deliver"
        ? await deliverOrder(stores, orderNumber ?? "")
        : await shipOrder(stores, orderNumber ?? "", { carrier: values.carrier, packages });
} finally {
  await database.close();
}
(outcome.ok ? console.log : console.error)(outcome.message);
process.exit(outcome.ok ? 0 : 1);
