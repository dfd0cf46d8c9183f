'use client';

import { RouteError } from '@/components/forms/route-error';

export default function DiagnosisTestError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="The diagnosis tests could not be loaded" />;
}
