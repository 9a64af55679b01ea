import { use, useEffect } from "react";
import type { ShopContext } from "@shop/shared";
import { whenSeen } from "@shop/shared/browser/hydration-timing";
import { holdSubmissions } from "./held-submissions.ts";
import type * as SignUpModule from "./NewsletterSignUp.tsx";

/** A block's form on its way: its code, and the release of what was submitted meanwhile. */
interface Waiting {
  readonly code: Promise<typeof SignUpModule>;
  readonly release: () => void;
}

/**
 * Per block element, asked for once: React renders a suspended block again. A block that a
 * navigation brings back is a new element and waits anew.
 */
const waitingByBlock = new WeakMap<HTMLElement, Waiting>();

/**
 * Per block id, the blocks rendered in the browser before they were in the document: their
 * form's code loads at once, also when the block is in the document by the next render.
 */
const renderedHere = new Map<string, Waiting>();

/**
 * Starts waiting for a block's form (the element `blockId`): its code loads once the block comes
 * near the viewport or the visitor reaches for it, at once when the block is not in the document
 * yet (a client render).
 */
function waitingFor(blockId: string): Waiting {
  const block = document.getElementById(blockId);
  let waiting = renderedHere.get(blockId) ?? (block && waitingByBlock.get(block));
  if (waiting) return waiting;
  if (!block) {
    waiting = { code: import("./NewsletterSignUp.tsx"), release: () => undefined };
    renderedHere.set(blockId, waiting);
    return waiting;
  }
  waiting = {
    code: whenSeen(block).then(() => import("./NewsletterSignUp.tsx")),
    release: holdSubmissions(block),
  };
  waitingByBlock.set(block, waiting);
  return waiting;
}

/**
 * The sign-up form in the browser (`#newsletter-sign-up`). Its code (Formik, Yup and Redux
 * Toolkit) waits until the block is seen, and this component suspends until it is there. While
 * the page hydrates, React keeps the server's form in place meanwhile (the block's Suspense
 * boundary) and hydrates it when the code arrives. What was typed is kept (decision 0058), and a
 * submission made meanwhile is sent once the form has hydrated.
 */
export function NewsletterSignUp({
  shop,
  blockId,
}: {
  readonly shop: ShopContext;
  readonly blockId: string;
}) {
  const waiting = waitingFor(blockId);
  const { NewsletterSignUp: SignUp } = use(waiting.code);
  useEffect(() => waiting.release(), [waiting]);
  return <SignUp shop={shop} />;
}
