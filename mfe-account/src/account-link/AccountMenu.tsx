import { Trans } from "@lingui/react/macro";
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { pathFor, type ShopContext, type SignInState } from "@shop/shared";
import { logout } from "../session/logout.ts";
import { PersonIcon } from "./PersonIcon.tsx";

interface AccountMenuProps {
  readonly signIn: Exclude<SignInState, "anonymous">;
  readonly firstName: string | null;
  readonly shop: ShopContext;
  readonly onLoggedOut: () => void;
}

/**
 * The signed-in shopper's menu (a disclosure: a button that shows a list of links): the account
 * for registered customers, and logout. A guest customer has no account area, only logout.
 * Escape closes it and returns focus to the button; leaving it with Tab or a click elsewhere
 * closes it too.
 */
export function AccountMenu({ signIn, firstName, shop, onLoggedOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  // Focus went somewhere outside the menu (Tab, or a click that moved or dropped focus).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="acc-menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="acc-link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <PersonIcon />
        <span className="shop-visually-hidden-narrow">
          {firstName ? (
            <Trans id="account.greeting">Hello {firstName}</Trans>
          ) : (
            <Trans id="account.myAccount">My account</Trans>
          )}
        </span>
      </button>
      <div id={panelId} className="acc-menu__panel" hidden={!open}>
        <ul className="acc-menu__list">
          {signIn === "registered" ? (
            <li>
              <a className="acc-menu__item" href={pathFor("accountHome", shop.language)}>
                <Trans id="account.myAccount">My account</Trans>
              </a>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className="acc-menu__item"
              onClick={() => void logout(shop, onLoggedOut)}
            >
              <Trans id="account.logout">Sign out</Trans>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
