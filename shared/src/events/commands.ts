import type { ShopEventMap } from "./contracts.ts";

/**
 * Commands one slice sends another in the browser and that must not get lost (issue 15, point
 * 3; decision 0024). Unlike an announcement, a command has exactly one handler and an answer:
 * the sender learns whether it worked. A command sent before any handler registered waits on
 * the page until one does; the shell is told at once, so it can load the owning team's command
 * module (or its last resort) instead of leaving the command to wait for a fragment that may
 * never hydrate.
 */
export interface ShopCommandMap {
  /** Put a variant into the basket; answers once the basket API confirmed it. */
  "basket:add-item": {
    readonly detail: ShopEventMap["basket:add-item"];
    readonly result: BasketItemAdded;
  };
  /** Open the click-and-reserve dialog for a variant; answers once the dialog is open. */
  "basket:reserve-in-store": {
    readonly detail: ShopEventMap["basket:reserve-in-store"];
    readonly result: ReserveDialogOpened;
  };
  /**
   * Add the product to the wishlist, or remove it when it is there; answers once the basket API
   * confirmed it. A command (version 2) so that a click before the mini-basket starts waits for
   * it (decision 0060); version 1 was a plain event that such a click lost.
   */
  "wishlist:toggle": {
    readonly detail: ShopEventMap["wishlist:toggle"];
    readonly result: WishlistToggled;
  };
}

/** The wishlist after a confirmed `wishlist:toggle`. */
export interface WishlistToggled {
  /** True: the product was added; false: removed. */
  readonly saved: boolean;
}

/** The click-and-reserve dialog opened for a `basket:reserve-in-store` (decision 0046). */
export interface ReserveDialogOpened {
  readonly opened: true;
}

/** The basket after a confirmed `basket:add-item`. */
export interface BasketItemAdded {
  readonly itemCount: number;
}

export type ShopCommandType = keyof ShopCommandMap;

/**
 * One command as its handler gets it. `commandId` names this one sending (a click): the basket
 * sends it as the `Idempotency-Key` of its API call, so a repeated delivery never adds twice.
 */
export interface ShopCommand<T extends ShopCommandType> {
  readonly type: T;
  readonly commandId: string;
  readonly detail: ShopCommandMap[T]["detail"];
}

export type ShopCommandHandler<T extends ShopCommandType> = (
  command: ShopCommand<T>,
) => Promise<ShopCommandMap[T]["result"]>;

/** Why a command was not carried out by any handler. */
export class ShopCommandUnhandled extends Error {
  constructor(type: ShopCommandType) {
    super(`No handler took the command ${type}`);
    this.name = "ShopCommandUnhandled";
  }
}

/** A DOM event on `window`: a command is waiting for a handler (the shell listens). */
export const commandWaitingEvent = "shop:command-waiting";

interface WaitingCommand {
  readonly command: ShopCommand<ShopCommandType>;
  readonly settle: (handler: ShopCommandHandler<ShopCommandType> | undefined) => void;
}

/**
 * The page's one command channel, kept on `window` because every slice bundles its own copy of
 * this module. Its shape is part of the contract: change it only with a new property name.
 */
interface CommandChannel {
  /** The registered handlers per type; the last one registered takes the commands. */
  readonly handlers: Partial<Record<string, ShopCommandHandler<ShopCommandType>[]>>;
  readonly waiting: WaitingCommand[];
}

declare global {
  interface Window {
    __shopCommandsV1?: CommandChannel;
  }
}

function channel(): CommandChannel {
  return (window.__shopCommandsV1 ??= { handlers: {}, waiting: [] });
}

function currentHandler(type: ShopCommandType): ShopCommandHandler<ShopCommandType> | undefined {
  return channel().handlers[type]?.at(-1);
}

/** How long a command waits for a handler before its sender hears that none came. */
export const commandWaitMs = 15_000;

/** A new command id: 32 hex characters of the platform's crypto. */
export function newCommandId(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/**
 * Sends a command and answers the handler's result; rejects with the handler's error, or with
 * {@link ShopCommandUnhandled} when no handler registered within `waitMs`. The command is also
 * emitted as a plain DOM event of its type (with `commandId` in the detail), for observers;
 * handlers take it from the channel only.
 */
export function sendShopCommand<T extends ShopCommandType>(
  type: T,
  detail: ShopCommandMap[T]["detail"],
  options: { readonly waitMs?: number; readonly commandId?: string } = {},
): Promise<ShopCommandMap[T]["result"]> {
  const command: ShopCommand<T> = { type, commandId: options.commandId ?? newCommandId(), detail };
  window.dispatchEvent(
    new CustomEvent(type, { detail: { ...detail, commandId: command.commandId } }),
  );
  const handler = currentHandler(type);
  if (handler) return handler(command);
  return new Promise<ShopCommandHandler<ShopCommandType> | undefined>((resolve) => {
    const waiting: WaitingCommand = {
      command,
      settle: (taker) => {
        clearTimeout(timer);
        resolve(taker);
      },
    };
    const timer = setTimeout(() => {
      const queue = channel().waiting;
      const index = queue.indexOf(waiting);
      if (index >= 0) queue.splice(index, 1);
      resolve(undefined);
    }, options.waitMs ?? commandWaitMs);
    channel().waiting.push(waiting);
    window.dispatchEvent(new CustomEvent(commandWaitingEvent, { detail: { type } }));
  }).then((taker) => {
    if (!taker) throw new ShopCommandUnhandled(type);
    return taker(command);
  });
}

/**
 * Registers the handler of a command type and hands it the commands that were waiting. The
 * handler registered last takes new commands; a `standIn` (what the shell loads when a command
 * finds no handler) only takes them while no other handler is registered, so a fragment that
 * hydrates later takes over. The returned function unregisters the handler.
 */
export function handleShopCommand<T extends ShopCommandType>(
  type: T,
  handler: ShopCommandHandler<T>,
  options: { readonly standIn?: boolean } = {},
): () => void {
  const { handlers, waiting } = channel();
  const registered = handler as unknown as ShopCommandHandler<ShopCommandType>;
  const list = (handlers[type] ??= []);
  if (options.standIn) list.unshift(registered);
  else list.push(registered);
  const taker = currentHandler(type);
  for (const entry of waiting.filter((candidate) => candidate.command.type === type)) {
    waiting.splice(waiting.indexOf(entry), 1);
    entry.settle(taker);
  }
  return () => {
    const list = handlers[type] ?? [];
    const index = list.lastIndexOf(registered);
    if (index >= 0) list.splice(index, 1);
  };
}

/** Whether a handler is registered for the command type. */
export function hasShopCommandHandler(type: ShopCommandType): boolean {
  return currentHandler(type) !== undefined;
}

/** The header that carries a command's id to the basket API (issue 15, point 3). */
export const idempotencyKeyHeader = "Idempotency-Key";

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** An idempotency key the basket accepts: 16 to 64 letters, digits, `-` or `_` (a command id). */
export function isIdempotencyKey(value: string): boolean {
  return idempotencyKeyPattern.test(value);
}
