/** The Connected systems screen's address, at one page of its list. */
export const CONNECTED_SYSTEMS_PATH = '/doctor/settings/connected-systems';

export const connectedSystemsHref = (page: number): string => `${CONNECTED_SYSTEMS_PATH}?page=${page}`;
