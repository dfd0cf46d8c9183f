import 'server-only';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { readToken } from './params';
import { NOTHING } from './sql';

/**
 * A token parameter against a code kept as sent, in its system's column and its code's: `system|code` matches both,
 * `code` alone any system's, `|code` a code that came without a system, `system|` every code of that system.
 */
export function codeTokenCondition(systemColumn: AnyPgColumn, codeColumn: AnyPgColumn, value: string): SQL {
  const { system, code } = readToken(value);
  const wanted = code.trim();
  const inSystem = system === null ? undefined : system === '' ? or(isNull(systemColumn), eq(systemColumn, '')) : eq(systemColumn, system);
  if (!wanted) return inSystem && system ? (inSystem as SQL) : NOTHING;
  return and(inSystem, eq(codeColumn, wanted)) as SQL;
}
