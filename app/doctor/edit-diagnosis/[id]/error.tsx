'use client';

import { RouteError } from '@/components/forms/route-error';

export default function EditDiagnosisTestError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="The diagnosis test could not be loaded" />;
}
