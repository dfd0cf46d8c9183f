import 'server-only';
import { isUniqueViolation } from '@/lib/db/pg-errors';

/** What a change of a ward or a bed answers: its data, or the refusal in the words the screen shows. */
export type WardWriteResult<T> = { ok: true; data: T } | { ok: false; message: string; field?: 'name' | 'label' };

export const refused = (message: string, field?: 'name' | 'label'): { ok: false; message: string; field?: 'name' | 'label' } => ({ ok: false, message, field });

/** The unique index a unique violation names, looking through the wrappers drizzle puts around the driver's error. */
function violatedIndex(error: unknown): string | undefined {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `write` (a transaction of its own: a savepoint inside the caller's); when the unique index `index` refuses it
 * (another row holds the name in some letter case) answers `onTaken()` instead. Checking first would race with a
 * concurrent save: the index decides, and the rolled-back savepoint leaves the caller's transaction usable.
 */
export async function refusingTaken<T>(index: string, write: () => Promise<WardWriteResult<T>>, onTaken: () => WardWriteResult<T>): Promise<WardWriteResult<T>> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && violatedIndex(error) === index) return onTaken();
    throw error;
  }
}
