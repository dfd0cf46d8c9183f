import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/server-actions/result';
import { describeActionFailure } from './action-failure';

/**
 * Runs a server action that one click starts, with no form or dialog to hold a message (a switch, a menu
 * item): a refusal is said with its own message, a failure as a network or a server failure
 * (describeActionFailure). Answers the result, or null when the action threw.
 */
export async function runInstantAction<T>(action: () => Promise<ActionResult<T>>): Promise<ActionResult<T> | null> {
  try {
    const result = await action();
    if (!result.ok) toast.error(result.message);
    return result;
  } catch (error) {
    toast.error(describeActionFailure(error));
    return null;
  }
}
