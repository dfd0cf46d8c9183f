import type { DoctorRole, DoctorStatus } from '@/lib/db/schema/enums';

export const ROLE_LABELS: Record<DoctorRole, string> = { administrator: 'Administrator', doctor: 'Doctor' };

export const STATUS_LABELS: Record<DoctorStatus, string> = {
  pending: 'Waiting for approval',
  active: 'Active',
  disabled: 'Disabled',
};
