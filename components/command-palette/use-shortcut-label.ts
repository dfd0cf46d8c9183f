'use client';

import { useSyncExternalStore } from 'react';

type NavigatorWithUserAgentData = Navigator & { userAgentData?: { platform?: string } };

/** Apple's keyboards say ⌘ where others say Ctrl. */
export function isApplePlatform(nav: NavigatorWithUserAgentData): boolean {
  const platform = nav.userAgentData?.platform || nav.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

const noSubscription = () => () => undefined;

/**
 * The shortcut as the doctor's keyboard names it: "⌘K" on Apple devices, "Ctrl K" elsewhere. The server and
 * the first (hydrating) render say "Ctrl K"; the browser's answer follows right after, without a mismatch.
 */
export function useShortcutLabel(): string {
  const apple = useSyncExternalStore(
    noSubscription,
    () => isApplePlatform(navigator),
    () => false,
  );
  return apple ? '⌘K' : 'Ctrl K';
}
