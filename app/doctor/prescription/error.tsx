'use client';

import { RouteError } from '@/components/forms/route-error';

export default function PrescriptionsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="The prescriptions could not be loaded" />;
}
