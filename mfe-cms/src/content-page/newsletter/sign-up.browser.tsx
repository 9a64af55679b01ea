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

/** Per block, asked for once: React renders a suspended block again. */
const waitingByBlock = new Map<string, Waiting>();

/**
 * Starts waiting for a block's form (the element `blockId`): its code loads once the block comes
 * near the viewport or the visitor reaches for it, at once when the block is not in the document
 * yet (a client render).
 */
function waitingFor(blockId: string): Waiting {
  let waiting = waitingByBlock.get(blockId);
  if (!waiting) {
    const block = document.getElementById(blockId);
    waiting = {
      code: (block ? whenSeen(block) : Promise.resolve()).then(
        () => import("./NewsletterSignUp.tsx"),
      ),
      release: block ? holdSubmissions(block) : () => undefined,
    };
    waitingByBlock.set(blockId, waiting);
  }
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
