import { readToken } from './params';

/**
 * The code of a token parameter's value when it names `system` or none (`active`, `|active` or
 * `http://…|active`), or null when it names another system: then it matches nothing here.
 */
export function tokenCode(value: string, system: string): string | null {
  const token = readToken(value);
  return token.system === null || token.system === '' || token.system === system ? token.code.trim() : null;
}
