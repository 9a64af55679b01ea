import { loadRemote } from "@module-federation/enhanced/runtime";
import {
  commandWaitingEvent,
  hasShopCommandHandler,
  type RemoteName,
  type RuntimeConfig,
  type ShopCommandType,
  type ShopContext,
} from "@shop/shared";
import { reportFragmentError } from "@shop/shared/browser";
import type { FragmentApps } from "./fragment-apps.ts";

/** Which slice handles each command: the team its name starts with. */
const commandOwners: Readonly<Record<ShopCommandType, RemoteName>> = {
  "basket:add-item": "mfe-basket",
  "basket:reserve-in-store": "mfe-basket",
  "wishlist:toggle": "mfe-basket",
};

/** What a slice's `./commands` module offers: it registers its command handlers. */
interface CommandModule {
  startCommands(options: { readonly shop: ShopContext }): Promise<void>;
}

function isCommandModule(value: unknown): value is CommandModule {
  return typeof (value as Partial<CommandModule> | null)?.startCommands === "function";
}

function isOwnedCommand(type: unknown): type is ShopCommandType {
  return typeof type === "string" && Object.hasOwn(commandOwners, type);
}

/**
 * The shell's part in commands not getting lost (issue 15, point 3; decision 0024): when a
 * command waits for a handler, the shell first starts the owning slice's fragments that wait for
 * the visitor (decision 0060: the mini-basket, which handles its commands with their layer and
 * toasts). Should none take it, the shell provides one, once per command type.
 */
export function startCommandBroker(config: RuntimeConfig, apps: Pick<FragmentApps, "wake">): void {
  const provided = new Set<ShopCommandType>();
  window.addEventListener(commandWaitingEvent, (event) => {
    const type = (event as CustomEvent<{ type?: unknown }>).detail?.type;
    if (!isOwnedCommand(type) || provided.has(type)) return;
    provided.add(type);
    void apps.wake(commandOwners[type]).then((woken) => {
      if (woken && hasShopCommandHandler(type)) {
        provided.delete(type);
        return;
      }
      // Should even the last resort fail to load, the command's sender hears so after its wait.
      return provideHandler(type, config).catch(() => undefined);
    });
  });
}

/**
 * Provides a handler for a command that waits (decision 0024): the owning slice's `./commands`
 * module, which registers a stand-in handler at once; when that module cannot be loaded, the
 * shell's own last resort, which calls the basket API directly. Either stands in until the
 * slice's fragment registers its handler.
 */
async function provideHandler(type: ShopCommandType, config: RuntimeConfig): Promise<void> {
  const owner = commandOwners[type];
  const remote = config.remotes[owner];
  if (remote) {
    try {
      const module = await loadRemote<unknown>(`${remote.federationName}/commands`);
      if (!isCommandModule(module)) throw new Error(`${owner} exposes no command module`);
      await module.startCommands({ shop: config.shop });
      return;
    } catch (error) {
      reportFragmentError({
        mfe: owner,
        version: remote.version,
        fragment: "commands",
        phase: "load",
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const { standInForBasket } = await import("./basket-last-resort.ts");
  standInForBasket(config.shop);
}
