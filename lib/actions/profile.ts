'use server';

import { revalidatePath } from 'next/cache';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { doctorIdentity, updateDoctorProfile } from '@/lib/data/doctors';
import { getDb } from '@/lib/db/client';
import type { DoctorIdentity } from '@/components/layout/doctor-identity';
import { profileSchema } from '@/lib/validations/profile';
import { AVATAR_RULE } from '@/lib/validations/upload';
import { readUpload, SESSION_ENDED, textFields } from './form-data';
import { fail, invalid, ok, type ActionResult } from './result';

const EMAIL_TAKEN = 'An account with this email already exists';

/** Edit Profile: the four fields and, when chosen, a new picture (PNG or JPEG up to 2 MB, judged by its bytes). */
export async function updateProfile(formData: FormData): Promise<ActionResult<DoctorIdentity>> {
  const session = await getCurrentSession();
  if (!session) return fail(SESSION_ENDED);
  const parsed = profileSchema.safeParse(textFields(formData, ['firstName', 'lastName', 'email', 'phone']));
  if (!parsed.success) return invalid(parsed.error);
  const upload = await readUpload(formData.get('avatar'), AVATAR_RULE);
  if (!upload.ok) return fail(upload.message, { avatar: upload.message });

  const avatar = upload.file ? { bytes: upload.file.bytes, mime: upload.file.mime } : undefined;
  const doctor = await updateDoctorProfile(await getDb(), session.doctor.id, { ...parsed.data, avatar });
  if (doctor === 'email-taken') return fail(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  if (!doctor) return fail(SESSION_ENDED);
  // The top bar and the popup are in the doctor layout: refresh it, not only this page.
  revalidatePath('/doctor', 'layout');
  return ok(doctorIdentity(doctor));
}
