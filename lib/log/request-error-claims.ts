// Pure, with no imports: instrumentation.ts claims an error synchronously, before it loads anything.

interface ClaimState {
  /** Errors that instrumentation.ts's onRequestError has logged. */
  claimed: WeakSet<object>;
  /** Errors whose print by Next is held back a moment, in case onRequestError logs them (console-bridge.ts). */
  held: Set<object>;
}
const state = ((globalThis as { __hmsRequestErrorClaims?: ClaimState }).__hmsRequestErrorClaims ??= { claimed: new WeakSet(), held: new Set() });

/** onRequestError logs `error` (with the request id, the route and the digest): Next's own print of it is dropped. */
export function claimRequestError(error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  state.claimed.add(error);
  state.held.delete(error);
}

export function isClaimed(error: object): boolean {
  return state.claimed.has(error);
}

/** Holds back the print of `error` until release(). */
export function hold(error: object): void {
  state.held.add(error);
}

/** Ends the hold: true when nobody claimed `error` meanwhile (its print should go out after all). */
export function release(error: object): boolean {
  return state.held.delete(error);
}
