import type { InvitationState } from '@/lib/auth/invitation';
import type { StaffChange } from '@/lib/staff/writes/staff';
import type { DoctorRole, DoctorStatus } from '@/lib/db/schema/enums';

/** What the Staff menu offers: the changes of role and state, and two that leave both as they are. */
export type StaffMenuChange = StaffChange | 'reset-two-factor' | 'end-sessions';

export const ROLE_LABELS: Record<DoctorRole, string> = { administrator: 'Administrator', doctor: 'Doctor', 'lab-scientist': 'Lab scientist' };

export const STATUS_LABELS: Record<DoctorStatus, string> = {
  pending: 'Waiting for approval',
  active: 'Active',
  disabled: 'Disabled',
};

export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  pending: 'Pending',
  used: 'Used',
  expired: 'Expired',
  revoked: 'Revoked',
};
