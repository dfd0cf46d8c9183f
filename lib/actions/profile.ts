'use server';

import { revalidatePath } from 'next/cache';
import { doctorIdentity, updateDoctorProfile } from '@/lib/data/doctors';
import { profileSchema } from '@/lib/validations/profile';
import { AVATAR_RULE } from '@/lib/validations/upload';
import { doctorAction, SESSION_ENDED } from './doctor-action';
import { readUpload, uploadField } from './form-data';
import { fail, ok } from './result';

const EMAIL_TAKEN = 'An account with this email already exists';

/** Edit Profile: the four fields and, when chosen, a new picture (PNG or JPEG up to 2 MB, judged by its bytes). */
export const updateProfile = doctorAction(profileSchema.extend({ avatar: uploadField }), async ({ avatar: picture, ...fields }, { db, doctor }) => {
  const upload = await readUpload(picture, AVATAR_RULE);
  if (!upload.ok) return fail(upload.message, { avatar: upload.message });

  const avatar = upload.file ? { bytes: upload.file.bytes, mime: upload.file.mime } : undefined;
  const updated = await updateDoctorProfile(db, doctor.id, { ...fields, avatar });
  if (updated === 'email-taken') return fail(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  if (!updated) return fail(SESSION_ENDED);
  // The top bar and the popup are in the doctor layout: refresh it, not only this page.
  revalidatePath('/doctor', 'layout');
  return ok(doctorIdentity(updated));
});
