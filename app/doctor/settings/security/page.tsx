import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { mustEnrolTwoFactor, requireAccount } from '@/lib/auth/current-doctor';
import { RECENT_REFUSED_DAYS, recentRefusedSignIns } from '@/lib/auth/recent-refused-sign-ins';
import { listSessions } from '@/lib/auth/session-list';
import { isTwoFactorRequired, twoFactorState } from '@/lib/auth/two-factor';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { RefusedSignInsSection } from './_components/refused-sign-ins-section';
import { SessionsSection } from './_components/sessions-section';
import { TwoFactorSection } from './_components/two-factor-section';

export const metadata: Metadata = { title: 'Security' };

/**
 * Two-factor sign-in, the account's sessions and its recent refused sign-ins. The one doctor page an account that must enrol a second
 * factor can open (requireAccount); it sends no key and no session id, only the state and opaque handles.
 */
export default async function SecurityPage() {
  const { doctor, sessionId } = await requireAccount();
  const db = await getDb();
  const env = getEnv();
  const [state, sessions, enrolFirst, refused] = await Promise.all([
    twoFactorState(db, doctor.id),
    listSessions(db, { doctorId: doctor.id, currentSessionId: sessionId, secret: env.SESSION_SECRET, idleMinutes: env.SESSION_IDLE_MINUTES }),
    mustEnrolTwoFactor(),
    recentRefusedSignIns(db, doctor.email),
  ]);
  return (
    <div className="max-w-3xl space-y-8">
      <PageTitle>Security</PageTitle>
      {enrolFirst ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Your account must use two-factor sign-in. Set it up below to continue.
        </p>
      ) : null}
      <TwoFactorSection enabled={state.enabled} recoveryCodesLeft={state.recoveryCodesLeft} required={isTwoFactorRequired(doctor.role, env.MFA_REQUIRED)} />
      <SessionsSection sessions={sessions} />
      <RefusedSignInsSection recent={refused} days={RECENT_REFUSED_DAYS} />
    </div>
  );
}
