/**
 * SMART system scopes (SMART App Launch 2.x, Backend Services), in both of their spellings: v1's
 * `system/Patient.read`, `system/*.write`, `system/*.*` and v2's `system/Patient.rs`, `system/Observation.cruds`.
 * Each is read into what it allows: a resource type (or every one) and a set of the five interactions,
 * c(reate) r(ead) u(pdate) d(elete) s(earch).
 */

export const INTERACTIONS = ['c', 'r', 'u', 'd', 's'] as const;
export type Interaction = (typeof INTERACTIONS)[number];

export interface Scope {
  /** A FHIR resource type, or '*' for every one. */
  type: string;
  allows: ReadonlySet<Interaction>;
  /** As written, when it was valid: kept so that a scope granted whole is answered in the client's own words. */
  text: string;
}

const V1: Record<string, readonly Interaction[]> = { read: ['r', 's'], write: ['c', 'u', 'd'], '*': INTERACTIONS };

// v2 letters come in this order, each at most once ("rs", "cruds", "cu"), and may carry a query (`?category=…`),
// which this server does not narrow by: a scope with one is refused rather than widened.
const SCOPE = /^system\/(\*|[A-Z][A-Za-z]+)\.(read|write|\*|c?r?u?d?s?)$/;

/** One scope read, or null for anything that is not a system scope this server understands (user/, patient/, openid…). */
export function parseScope(text: string): Scope | null {
  const match = SCOPE.exec(text);
  if (!match || match[2] === '') return null;
  const [, type, access] = match;
  const allows = V1[access!] ?? ([...access!] as Interaction[]);
  return { type: type!, allows: new Set(allows), text };
}

/** A space-separated list read: the scopes understood, and the words that were not. */
export function parseScopes(list: string): { scopes: Scope[]; unknown: string[] } {
  const scopes: Scope[] = [];
  const unknown: string[] = [];
  for (const word of list.split(/\s+/).filter(Boolean)) {
    const scope = parseScope(word);
    if (scope) scopes.push(scope);
    else unknown.push(word);
  }
  return { scopes, unknown };
}

/** A scope in v2's words: `system/Patient.rs`. */
export const scopeText = (type: string, allows: ReadonlySet<Interaction>) => `system/${type}.${INTERACTIONS.filter((letter) => allows.has(letter)).join('')}`;

/**
 * What a system gets when it asks for `requested` and was registered with `registered`: each request narrowed to
 * what some registered scope allows (`system/*.read` asked by a system registered for `system/Patient.rs` gets
 * `system/Patient.rs`). A request granted whole keeps its own words; a narrowed one is written in v2's.
 */
export function grantScopes(requested: readonly Scope[], registered: readonly Scope[]): Scope[] {
  const granted = new Map<string, Scope>();
  for (const asked of requested) {
    for (const held of registered) {
      if (asked.type !== '*' && held.type !== '*' && asked.type !== held.type) continue;
      const type = asked.type === '*' ? held.type : asked.type;
      const allows = new Set(INTERACTIONS.filter((letter) => asked.allows.has(letter) && held.allows.has(letter)));
      if (allows.size === 0) continue;
      const whole = type === asked.type && allows.size === asked.allows.size;
      const scope = { type, allows, text: whole ? asked.text : scopeText(type, allows) };
      granted.set(scope.text, scope);
    }
  }
  return [...granted.values()];
}

/** Whether `scopes` allow `interaction` on `type`. */
export const allows = (scopes: readonly Scope[], type: string, interaction: Interaction): boolean =>
  scopes.some((scope) => (scope.type === '*' || scope.type === type) && scope.allows.has(interaction));

/** The scope a client would need, in v2's words, for a refusal to name. */
export const neededScope = (type: string, interaction: Interaction) => scopeText(type, new Set([interaction]));
