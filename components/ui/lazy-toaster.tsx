'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { onToastWaiting, toastsWaiting, toasterReady } from './toast';

type Loaded = { Toaster: ComponentType; sonner: Parameters<typeof toasterReady>[0] };

/**
 * The app's toast layer, drawn from the first toast on (components/ui/toast.ts): until then nothing, and no sonner
 * code in the page. If its code cannot be fetched (the link dropped), the next toast tries again; the toasts that
 * waited are shown once it arrives.
 */
export function LazyToaster() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let loading = false;
    let gone = false;
    const load = () => {
      if (loading) return;
      loading = true;
      Promise.all([import('./sonner'), import('sonner')]).then(
        ([{ Toaster }, sonner]) => {
          if (!gone) setLoaded({ Toaster, sonner });
        },
        () => {
          loading = false;
        },
      );
    };
    const stop = onToastWaiting(load);
    if (toastsWaiting()) load();
    return () => {
      gone = true;
      stop();
    };
  }, []);
  if (!loaded) return null;
  return (
    <>
      <loaded.Toaster />
      <ToasterListening sonner={loaded.sonner} />
    </>
  );
}

/** Tells toast.ts once the Toaster, its elder sibling, has subscribed to sonner's toasts (siblings' effects run in order). */
function ToasterListening({ sonner }: { sonner: Loaded['sonner'] }) {
  useEffect(() => toasterReady(sonner), [sonner]);
  return null;
}
