'use client';

import { RouteError } from '@/components/forms/route-error';

export default function PrescriptionDetailsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="The prescription could not be loaded" />;
}
