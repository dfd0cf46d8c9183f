'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { endOneSession, endOtherSessions } from '@/lib/auth/actions/security';
import type { ActionResult } from '@/lib/server-actions/result';
import type { SessionRow } from '@/lib/auth/session-list';
import { formatInstant } from '@/lib/clinic-time';

/** The "Sessions" section: every device signed in to the account, each ended on its own or all others at once. */
export function SessionsSection({ sessions }: { sessions: SessionRow[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const others = sessions.filter((session) => !session.current).length;

  const run = (action: () => Promise<ActionResult<unknown>>, done: string) =>
    startTransition(async () => {
      const result = await action().catch(() => ({ ok: false as const, message: 'The server could not be reached. Check your connection and try again.' }));
      if (result.ok) toast.success(done);
      else toast.error(result.message);
      router.refresh();
    });

  return (
    <section aria-labelledby="sessions-heading" className="space-y-4 rounded-lg border p-5">
      <h2 id="sessions-heading" className="text-lg font-semibold">
        Sessions
      </h2>
      <p className="text-sm text-muted-foreground">The devices signed in to your account. Ending a session signs that device out at once.</p>
      <ul aria-label="Sessions" className="divide-y rounded-md border">
        {sessions.map((session) => (
          <li key={session.handle} aria-label={session.device} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="flex items-center gap-2 font-medium">
                {session.device}
                {session.current ? <Badge>This device</Badge> : null}
              </p>
              <p className="text-muted-foreground">
                {session.address} · Started {formatInstant(session.startedAt)} · Last seen {formatInstant(session.lastSeenAt)}
              </p>
            </div>
            {session.current ? null : (
              <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => run(() => endOneSession({ handle: session.handle }), 'Session ended')}>
                End session
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button type="button" variant="destructive" disabled={pending || others === 0} onClick={() => run(() => endOtherSessions({}), 'Every other session ended')}>
        End all other sessions
      </Button>
    </section>
  );
}
