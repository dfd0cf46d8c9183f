/**
 * The Staff screen's address with both of its pages: the accounts' (`page`) and the invitations'
 * (`invitationsPage`, left out on its first page), so that turning one keeps the other where it was.
 */
export function staffScreenHref({ page, invitationsPage }: { page: number; invitationsPage: number }): string {
  const query = new URLSearchParams({ page: String(page) });
  if (invitationsPage > 1) query.set('invitationsPage', String(invitationsPage));
  return `/doctor/settings/staff?${query}`;
}
