'use client';

import { RouteError } from '@/components/forms/route-error';

export default function CreatePrescriptionError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="The prescription form could not be loaded" />;
}
