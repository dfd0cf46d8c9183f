import type { DoctorRole } from '@/lib/db/schema/enums';
import type { BookingForColleagues } from '@/lib/env';

// Not `server-only`: pure rules, shared by the server and the screens that hide what a doctor may not do.

export interface Actor {
  id: number;
  role: DoctorRole;
}

export const isAdministrator = (actor: Pick<Actor, 'role'>) => actor.role === 'administrator';

/** Doctors and administrators open patients' records; a lab scientist sees only the lab's worklist, their profile and security. */
export const mayOpenRecords = (actor: Pick<Actor, 'role'>) => actor.role !== 'lab-scientist';

/** Who works the Lab screen: lab scientists, and administrators (who run the clinic's lab when it has no scientist on duty). */
export const mayWorkInLab = (actor: Pick<Actor, 'role'>) => actor.role === 'lab-scientist' || actor.role === 'administrator';

/** Only a record's author or an administrator may change or delete it; a record without an author, only an administrator. */
export function mayChange(actor: Actor, authorId: number | null): boolean {
  return isAdministrator(actor) || (authorId !== null && authorId === actor.id);
}

/**
 * Whether the actor may book an appointment with another doctor: an administrator always; any doctor when the
 * clinic allows it (BOOKING_FOR_COLLEAGUES=everyone). Anyone may book with themself.
 */
export const mayBookForColleagues = (actor: Pick<Actor, 'role'>, setting: BookingForColleagues): boolean =>
  isAdministrator(actor) || setting === 'everyone';
