import { useDispatch, useSelector } from "react-redux";
import type { ShopDispatch, ShopState } from "./make-store.ts";

/** `useDispatch` typed for the shop's store; slices use this one (house style, client data). */
export const useShopDispatch = useDispatch.withTypes<ShopDispatch>();
/** `useSelector` typed for the shop's store. */
export const useShopSelector = useSelector.withTypes<ShopState>();
