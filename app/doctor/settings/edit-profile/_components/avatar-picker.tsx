'use client';

import { useEffect, useMemo } from 'react';
import { FileField } from '@/components/forms/file-field';
import { Photo } from '@/components/ui/photo';
import { initials } from '@/lib/initials';

/** The current picture, or the chosen one before it is saved, and the file input to choose one. */
export function AvatarPicker({
  name,
  currentUrl,
  file,
  error,
  inputKey,
  onChange,
}: {
  name: string;
  currentUrl: string;
  file: File | null;
  error?: string;
  /** A new key clears the file input (after a save). */
  inputKey: number;
  onChange: (file: File | null) => void;
}) {
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  return (
    <div className="flex flex-wrap items-start gap-4">
      <Photo src={previewUrl ?? currentUrl} fallback={initials(name)} className="size-20 text-xl" />
      <FileField
        key={inputKey}
        id="avatar"
        label="Profile picture"
        hint="PNG or JPEG, up to 2 MB."
        accept="image/png,image/jpeg"
        error={error}
        onChange={onChange}
      />
    </div>
  );
}
