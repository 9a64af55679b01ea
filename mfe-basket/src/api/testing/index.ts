// The basket slice's test entry (`@shop/mfe-basket/testing`): its HTTP contract, for the
// platform's tests of the basket running as its own process behind the edge.
export { basketContract, type BasketContractTarget } from "./contract.ts";
export { HttpVisitor, randomAnonymousId } from "./http-visitor.ts";
