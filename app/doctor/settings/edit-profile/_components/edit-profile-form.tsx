'use client';

import { PageForm } from '@/components/forms/page-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { DoctorIdentity } from '@/components/layout/doctor-identity';
import { FormActions } from '@/components/forms/form-actions';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { TextField } from '@/components/forms/text-field';
import { updateProfile } from '@/lib/staff/actions/profile';
import { profileChangeSchema, type ProfileChangeInput, type ProfileChangeValues, type ProfileValues } from '@/lib/staff/schema/profile';
import { AVATAR_RULE } from '@/lib/reports/schema/upload';
import { AvatarPicker } from './avatar-picker';

/** Edit Profile: saving refreshes the doctor layout, so the top bar and popup show the change at once. */
export function EditProfileForm({ initial, identity }: { initial: ProfileValues; identity: DoctorIdentity }) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [inputKey, setInputKey] = useState(0);
  const { register, handleSubmit, setError, reset, formState, control } = useForm<ProfileChangeInput, unknown, ProfileChangeValues>({
    resolver: zodResolver(profileChangeSchema),
    defaultValues: { ...initial, currentPassword: '' },
  });
  // A new email asks for the current password; the server checks it.
  const emailChanged = (useWatch({ control, name: 'email' }) ?? '').trim().toLowerCase() !== initial.email.toLowerCase();
  const { errors, isSubmitting } = formState;
  const { formError, setFormError, submit } = useFormSubmit(setError);

  function choose(next: File | null) {
    setFile(next);
    // The server judges the content; an oversized file is refused here too, so it is never uploaded.
    setFileError(next && next.size > AVATAR_RULE.maxBytes ? AVATAR_RULE.tooLarge : undefined);
  }

  async function onSubmit({ currentPassword, ...values }: ProfileChangeValues) {
    setFormError(null);
    if (file && file.size > AVATAR_RULE.maxBytes) return setFileError(AVATAR_RULE.tooLarge);
    setFileError(undefined);
    const formData = new FormData();
    for (const [name, value] of Object.entries(values)) formData.set(name, value);
    if (emailChanged && currentPassword) formData.set('currentPassword', currentPassword);
    if (file) formData.set('avatar', file);
    await submit(
      () => updateProfile(formData),
      () => {
        reset({ ...values, currentPassword: '' });
        setFile(null);
        setInputKey((key) => key + 1);
        toast.success('Profile updated successfully');
        router.refresh();
      },
      (failure) => setFileError(failure.fieldErrors?.avatar),
    );
  }

  return (
    <PageForm onSubmit={handleSubmit(onSubmit)} className="grid max-w-2xl gap-5">
      <FormAlert message={formError} />
      <AvatarPicker name={identity.name} currentUrl={identity.avatarUrl} file={file} error={fileError} inputKey={inputKey} onChange={choose} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="firstName" label="First name" autoComplete="given-name" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField id="lastName" label="Last name" autoComplete="family-name" error={errors.lastName?.message} registration={register('lastName')} />
        <TextField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
        <TextField id="phone" label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} registration={register('phone')} />
        {emailChanged ? (
          <TextField
            id="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            registration={register('currentPassword')}
          />
        ) : null}
      </div>
      <FormActions saving={isSubmitting} cancelHref="/doctor/settings/profile-page" />
    </PageForm>
  );
}
