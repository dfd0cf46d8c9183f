'use client';

import { RouteError } from '@/components/forms/route-error';

/** The bed board's error state: the sidebar stays, with what went wrong and a "Try again" that reads the board again. */
export default function WardsError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="Could not load the wards" />;
}
