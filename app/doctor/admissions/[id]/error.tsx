'use client';

import { RouteError } from '@/components/forms/route-error';

/** A failed read of the admission: what went wrong, with "Try again", inside the doctor area's layout. */
export default function AdmissionError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="Could not load the admission" />;
}
