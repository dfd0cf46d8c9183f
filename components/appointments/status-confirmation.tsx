'use client';

import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import type { ActionResult } from '@/lib/server-actions/result';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { APPOINTMENT_STATUS_LABELS, visitStartsSentence } from '@/lib/appointments/rules/status';
import type { StatusAsking } from './use-status-change';

const QUESTION: Partial<Record<AppointmentStatus, string>> = {
  cancelled: 'Cancel this appointment?',
  'no-show': 'Mark this appointment as a no-show?',
};

function questionOf({ id, status, early }: StatusAsking): { title: string; description: string } {
  if (early) {
    return {
      title: `${visitStartsSentence(early)} Mark it completed now?`,
      description: `Appointment ${id} becomes completed before its start time: a completed visit is never reopened.`,
    };
  }
  return {
    title: QUESTION[status] ?? '',
    description: `Appointment ${id} becomes ${APPOINTMENT_STATUS_LABELS[status].status.toLowerCase()}: this cannot be undone, and its time becomes free for another booking.`,
  };
}

export interface StatusConfirmationProps {
  /** The move waiting to be confirmed; null once answered (the dialog then closes). */
  asking: StatusAsking | null;
  onClose: () => void;
  /** Saves the move asked about. */
  onConfirm: (asking: StatusAsking) => Promise<ActionResult<unknown>>;
}

/**
 * The question before a status move that cannot be taken back (a cancellation, a no-show) or that is most likely a
 * slip (completing a visit before its start). It stays open until the server has answered, and says there why it
 * could not change the status. Fetched when first asked (use-status-change.tsx), not with the page.
 */
export function StatusConfirmation({ asking, onClose, onConfirm }: StatusConfirmationProps) {
  const question = asking ? questionOf(asking) : { title: '', description: '' };
  return (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={question.title}
      description={question.description}
      cancelLabel="Keep it"
      confirmLabel={asking ? (asking.early ? 'Complete now' : APPOINTMENT_STATUS_LABELS[asking.status].action) : ''}
      onConfirm={() => (asking ? onConfirm(asking) : Promise.reject(new Error('Nothing to confirm')))}
    />
  );
}
