import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';

/**
 * The id a reference parameter names for `type`: `Patient/12`, a full address ending so, or `12` alone; null for a
 * reference to another type or an id this server would never give (the row then matches nothing).
 */
export function referencedId(value: string, type: string): number | null {
  const match = new RegExp(`(?:^|/)${type}/(\\d+)$|^(\\d+)$`).exec(value.trim());
  const id = match?.[1] ?? match?.[2];
  return id === undefined ? null : parseRowId(id);
}
