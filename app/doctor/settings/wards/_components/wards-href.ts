import type { AdminWard } from '@/lib/wards/queries/wards-admin';

const WARDS_ADMIN_PATH = '/doctor/settings/wards';

/** The id of the section that shows the chosen ward's beds: a ward's link leads to it (on a phone it is below the list). */
export const CHOSEN_WARD_ID = 'ward-beds';

/** The screen's address with one ward's beds shown. */
export const wardsAdminHref = (wardId: number) => `${WARDS_ADMIN_PATH}?ward=${wardId}#${CHOSEN_WARD_ID}`;

/** The ward whose beds are shown: the one asked for, or the first when none is asked for or it does not exist. */
export function chooseWard<T extends Pick<AdminWard, 'wardId'>>(wards: readonly T[], asked: number | undefined): T | undefined {
  return wards.find((ward) => ward.wardId === asked) ?? wards[0];
}
