'use client';

import { RouteError } from '@/components/forms/route-error';

export default function NewDiagnosisTestError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="The diagnosis test form could not be loaded" />;
}
