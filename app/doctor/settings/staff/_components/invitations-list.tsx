'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { InstantDate } from '@/components/instant-date';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { revokeStaffInvitation } from '@/lib/staff/actions/staff';
import { formatInstant } from '@/lib/clinic-time';
import type { InvitationRow } from '@/lib/staff/queries/invitations';
import { staffScreenHref } from './staff-href';
import { INVITATION_STATE_LABELS, ROLE_LABELS } from './staff-labels';

const STATE_VARIANT = { pending: 'warning', used: 'success', expired: 'secondary', revoked: 'outline' } as const;

/** When the state began or ends, in words: "Until 7 Dec 2026, 10:00", "Used 1 Dec 2026, 09:12". */
function stateDetail(row: InvitationRow): string {
  switch (row.state) {
    case 'pending':
      return `Until ${formatInstant(row.expiresAt)}`;
    case 'used':
      return `Used ${formatInstant(row.usedAt ?? row.expiresAt)}`;
    case 'expired':
      return `Expired ${formatInstant(row.expiresAt)}`;
    case 'revoked':
      return `Revoked ${formatInstant(row.revokedAt ?? row.expiresAt)}`;
  }
}

/**
 * The Staff screen's invitations, newest first, one page of the server's (`?invitationsPage=`): each with its role,
 * who sent it and when, its state (pending until when, used, expired, revoked) and, while pending, Revoke, which
 * asks first. A list rather than a second table: it reads the same on a phone, and the page keeps one table.
 */
export function InvitationsList({
  rows,
  total,
  page,
  pageCount,
  staffPage,
}: {
  rows: InvitationRow[];
  total: number;
  page: number;
  pageCount: number;
  /** The accounts' page, kept in the links that turn this list's pages. */
  staffPage: number;
}) {
  const [revoking, setRevoking] = useState<InvitationRow | null>(null);
  return (
    <section aria-labelledby="invitations-heading" className="space-y-3">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        Invitations
      </h2>
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">No invitations yet: &ldquo;Invite a colleague&rdquo; mails one.</p>
      ) : (
        <ul aria-labelledby="invitations-heading" className="divide-y rounded-xl border bg-card">
          {rows.map((row) => (
            <li key={row.id} className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-4">
              <div className="min-w-0 space-y-0.5">
                <p className="font-medium [overflow-wrap:anywhere]">{row.email}</p>
                <p className="text-xs text-muted-foreground">
                  {ROLE_LABELS[row.role]} · sent by {row.invitedBy ?? 'an account since deleted'}, <InstantDate iso={row.createdAt} withTime />
                </p>
              </div>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge variant={STATE_VARIANT[row.state]}>{INVITATION_STATE_LABELS[row.state]}</Badge>
                {stateDetail(row)}
              </p>
              {row.state === 'pending' ? (
                <Button type="button" variant="outline" size="sm" className="justify-self-start" aria-label={`Revoke the invitation of ${row.email}`} onClick={() => setRevoking(row)}>
                  Revoke
                </Button>
              ) : (
                <span aria-hidden="true" />
              )}
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Invitation pages" className="flex items-center justify-end gap-3 text-sm">
          <span>
            Invitations page {page} of {pageCount}
          </span>
          {page > 1 ? <Link href={staffScreenHref({ page: staffPage, invitationsPage: page - 1 })} scroll={false} className="underline underline-offset-4">Newer</Link> : null}
          {page < pageCount ? <Link href={staffScreenHref({ page: staffPage, invitationsPage: page + 1 })} scroll={false} className="underline underline-offset-4">Older</Link> : null}
        </nav>
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={revoking ? `Revoke the invitation of ${revoking.email}?` : ''}
        description="Its link will open nothing, and its mail is not sent if it has not gone yet. You can invite them again later."
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        onConfirm={() => (revoking ? revokeStaffInvitation({ id: revoking.id }) : Promise.reject(new Error('Nothing to revoke')))}
        successMessage={revoking ? `Invitation of ${revoking.email} revoked` : undefined}
      />
    </section>
  );
}
