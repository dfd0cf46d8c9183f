'use client';

import { RouteError } from '@/components/forms/route-error';

export default function DiagnosisCategoryError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="The diagnosis categories could not be loaded" />;
}
