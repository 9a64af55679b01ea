import {
  addressWithoutScanCode,
  anonymousId,
  anonymousIdKey,
  keptScanCode,
  scanCodeParameter,
} from "@shop/shared";

/** Session-storage key of a kept PAYBACK scan code. */
export const scanCodeKey = "payback:scan-code";

/**
 * Core spec point 5: a scan code (at most 5 digits) is kept for the session only while PAYBACK
 * storage consent is on; otherwise it is forgotten and taken off the address.
 */
export function applyScanCode(paybackStorage: boolean): void {
  const code = keptScanCode(
    new URL(location.href).searchParams.get(scanCodeParameter),
    paybackStorage,
  );
  try {
    if (code !== undefined) sessionStorage.setItem(scanCodeKey, code);
    else if (!paybackStorage) sessionStorage.removeItem(scanCodeKey);
  } catch {
    // Storage blocked: nothing is kept.
  }
  const without = addressWithoutScanCode(location.href, paybackStorage);
  if (without !== undefined) history.replaceState(history.state, "", without);
}

/**
 * Core spec point 9: the anonymous analytics id under `ga:user` in local storage, there only
 * while analytics storage is allowed.
 */
export function applyAnonymousId(analyticsStorage: boolean): void {
  try {
    const id = anonymousId(localStorage.getItem(anonymousIdKey), analyticsStorage, () =>
      crypto.randomUUID(),
    );
    if (id === undefined) localStorage.removeItem(anonymousIdKey);
    else localStorage.setItem(anonymousIdKey, id);
  } catch {
    // Storage blocked: no id.
  }
}
