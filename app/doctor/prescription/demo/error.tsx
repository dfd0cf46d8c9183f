'use client';

import { RouteError } from '@/components/forms/route-error';

export default function PrescriptionDemoError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="The sample prescription could not be shown" />;
}
