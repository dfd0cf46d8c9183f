import type { RecentRefusedSignIns, RefusedSignInRow } from '@/lib/auth/recent-refused-sign-ins';
import { formatInstant } from '@/lib/clinic-time';

const WHAT: Record<RefusedSignInRow['what'], [one: string, many: string]> = {
  password: ['wrong password', 'wrong passwords'],
  code: ['wrong authentication code', 'wrong authentication codes'],
};

const counted = (times: number, what: RefusedSignInRow['what']) => `${times} ${WHAT[what][times === 1 ? 0 : 1]}`;

/**
 * "Recent refused sign-ins": the wrong passwords and codes typed for the account lately, each address's on one
 * line, so that its owner sees someone trying (and from where) before they get anywhere.
 */
export function RefusedSignInsSection({ recent, days }: { recent: RecentRefusedSignIns; days: number }) {
  const { wrongPasswords, wrongCodes, rows, more } = recent;
  return (
    <section aria-labelledby="refused-sign-ins-heading" className="space-y-4 rounded-lg border p-5">
      <h2 id="refused-sign-ins-heading" className="text-lg font-semibold">
        Recent refused sign-ins
      </h2>
      <p className="text-sm text-muted-foreground">
        Wrong passwords and authentication codes typed for your account in the last {days} days. If they were not yours, change your password: a
        browser you have signed in with keeps working while someone else is held back.
      </p>
      {rows.length === 0 ? (
        <p className="text-sm">None in the last {days} days.</p>
      ) : (
        <>
          <p className="text-sm font-medium">
            {counted(wrongPasswords, 'password')} and {counted(wrongCodes, 'code')}.
          </p>
          <ul aria-label="Recent refused sign-ins" className="divide-y rounded-md border">
            {rows.map((row) => (
              <li key={`${row.what} ${row.address}`} className="space-y-0.5 p-3 text-sm">
                <p className="font-medium first-letter:uppercase">
                  {counted(row.times, row.what)} from {row.address}
                </p>
                <p className="text-muted-foreground">
                  {row.times === 1 ? formatInstant(row.lastAt) : `${formatInstant(row.firstAt)} to ${formatInstant(row.lastAt)}`}
                </p>
              </li>
            ))}
          </ul>
          {more ? <p className="text-sm text-muted-foreground">Only the {rows.length} most recent addresses are shown.</p> : null}
        </>
      )}
    </section>
  );
}
