/** The sidebar's open/collapsed state lives in a cookie so that it holds across navigation and reloads without a flash. */
export const SIDEBAR_COOKIE = 'sidebar_collapsed';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function parseSidebarCollapsed(value: string | undefined): boolean {
  return value === 'true';
}

export function writeSidebarCollapsed(collapsed: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${collapsed}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
