// Not `server-only`: the Enter results form reads a typed value with the same rule as the server.

/** What of a test reading a typed result needs. */
export interface ResultRules {
  kind: 'number' | 'choice' | 'text' | 'panel';
  choices?: readonly string[] | null;
  decimals?: number | null;
}

export type ReadResult = { ok: true; valueNumber: number | null; valueText: string | null } | { ok: false; message: string };

/** A decimal number as labs write it: digits with one point, perhaps a sign; no thousands separators, no "<". */
const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The largest value the lab's numbers take (a platelet count in 10*9/L, a TSH): beyond it a typing slip. */
const LARGEST = 1_000_000;

/** A typed result read by its test's kind: a number, one of the test's words, or text. Blank is no result. */
export function readResult(rules: ResultRules, typed: string): ReadResult {
  const text = typed.trim();
  if (text === '') return { ok: false, message: 'Enter a result' };
  if (rules.kind === 'number') {
    if (!DECIMAL.test(text)) return { ok: false, message: 'Enter a number, such as 12.5' };
    const value = Number(text);
    if (!Number.isFinite(value) || Math.abs(value) > LARGEST) return { ok: false, message: 'This number is out of range' };
    return { ok: true, valueNumber: value, valueText: null };
  }
  if (rules.kind === 'choice') {
    const choice = rules.choices?.find((word) => word.toLowerCase() === text.toLowerCase());
    return choice ? { ok: true, valueNumber: null, valueText: choice } : { ok: false, message: `Choose one of ${(rules.choices ?? []).join(', ')}` };
  }
  if (rules.kind === 'panel') return { ok: false, message: 'A panel’s results are its parts’' };
  return { ok: true, valueNumber: null, valueText: text };
}

/** A number as the lab writes it, with the test's decimals ("12.5", "4.20"). */
export function formatResultNumber(value: number, decimals: number | null | undefined): string {
  return value.toFixed(Math.max(0, Math.min(4, decimals ?? 1)));
}
