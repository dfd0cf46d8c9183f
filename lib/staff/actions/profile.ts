'use server';

import { revalidatePath } from 'next/cache';
import { isCurrentPassword, WRONG_CURRENT_PASSWORD } from '@/lib/auth/current-password';
import { updateDoctorProfile } from '@/lib/staff/writes/doctors';
import { doctorIdentity, getDoctor } from '@/lib/staff/queries/doctors';
import { profileChangeSchema } from '@/lib/staff/schema/profile';
import { AVATAR_RULE } from '@/lib/reports/schema/upload';
import { doctorAction, SESSION_ENDED } from '@/lib/server-actions/doctor-action';
import { readUpload, uploadField } from '@/lib/server-actions/form-data';
import { fail, ok } from '@/lib/server-actions/result';

const EMAIL_TAKEN = 'An account with this email already exists';
const PASSWORD_FOR_EMAIL = 'Enter your current password to change your email';

/**
 * Edit Profile: the four fields and, when chosen, a new picture (PNG or JPEG up to 2 MB, judged by its bytes).
 * A new email asks for the current password (checked here): "forgot password" would otherwise hand the
 * account to whoever borrowed the session. Audited, the email change named.
 */
export const updateProfile = doctorAction(
  profileChangeSchema.extend({ avatar: uploadField }),
  async ({ avatar: picture, currentPassword, ...fields }, { db, doctor }) => {
    const upload = await readUpload(picture, AVATAR_RULE);
    if (!upload.ok) return fail(upload.message, { avatar: upload.message });

    const current = await getDoctor(db, doctor.id);
    if (!current) return fail(SESSION_ENDED);
    const emailChanged = current.email.toLowerCase() !== fields.email.toLowerCase();
    if (emailChanged) {
      if (!currentPassword) return fail(PASSWORD_FOR_EMAIL, { currentPassword: PASSWORD_FOR_EMAIL });
      if (!(await isCurrentPassword(db, doctor.id, currentPassword))) return fail(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }

    const avatar = upload.file ? { bytes: upload.file.bytes, mime: upload.file.mime } : undefined;
    const updated = await updateDoctorProfile(db, doctor.id, { ...fields, avatar });
    if (updated === 'email-taken') return fail(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    if (!updated) return fail(SESSION_ENDED);
    // The top bar and the popup are in the doctor layout: refresh it, not only this page.
    revalidatePath('/doctor', 'layout');
    return ok({ ...doctorIdentity(updated), emailChanged });
  },
  { role: 'any account', audit: { entity: 'account', action: 'update', detail: (_input, data) => (data?.emailChanged ? 'profile and email' : 'profile') } },
);
