import { allows, grantScopes, neededScope, parseScope, parseScopes } from './scopes';

const texts = (list: ReturnType<typeof grantScopes>) => list.map((scope) => scope.text).sort();

describe('SMART system scopes', () => {
  it('reads v1 and v2 alike', () => {
    expect([...parseScope('system/Patient.read')!.allows].sort()).toEqual(['r', 's']);
    expect([...parseScope('system/Patient.rs')!.allows].sort()).toEqual(['r', 's']);
    expect([...parseScope('system/*.write')!.allows].sort()).toEqual(['c', 'd', 'u']);
    expect([...parseScope('system/*.*')!.allows].sort()).toEqual(['c', 'd', 'r', 's', 'u']);
    expect([...parseScope('system/Observation.cruds')!.allows].sort()).toEqual(['c', 'd', 'r', 's', 'u']);
    expect(parseScope('system/Observation.cruds')!.type).toBe('Observation');
  });

  it('refuses what is not a system scope this server grants', () => {
    for (const text of ['patient/Patient.read', 'user/*.rs', 'launch', 'openid', 'system/Patient.', 'system/Patient.sr', 'system/Patient.rr', 'system/patient.rs', 'system/Observation.rs?category=laboratory'])
      expect(parseScope(text)).toBeNull();
    expect(parseScopes('  system/Patient.rs   launch system/*.read ')).toMatchObject({ unknown: ['launch'], scopes: [{ text: 'system/Patient.rs' }, { text: 'system/*.read' }] });
  });

  it('grants each request narrowed to what the registration allows, in the client’s words when whole', () => {
    const registered = parseScopes('system/Patient.rs system/Observation.cruds').scopes;
    expect(texts(grantScopes(parseScopes('system/Patient.read').scopes, registered))).toEqual(['system/Patient.read']);
    expect(texts(grantScopes(parseScopes('system/*.rs').scopes, registered))).toEqual(['system/Observation.rs', 'system/Patient.rs']);
    expect(texts(grantScopes(parseScopes('system/Patient.cruds').scopes, registered))).toEqual(['system/Patient.rs']);
    expect(texts(grantScopes(parseScopes('system/Practitioner.rs').scopes, registered))).toEqual([]);
    // A system registered for everything gets what it asks, as asked.
    expect(texts(grantScopes(parseScopes('system/*.read system/Observation.c').scopes, parseScopes('system/*.*').scopes))).toEqual(['system/*.read', 'system/Observation.c']);
  });

  it('says whether granted scopes allow an interaction, and which scope one needs', () => {
    const granted = parseScopes('system/Patient.rs system/Observation.c').scopes;
    expect(allows(granted, 'Patient', 's')).toBe(true);
    expect(allows(granted, 'Patient', 'c')).toBe(false);
    expect(allows(granted, 'Observation', 'c')).toBe(true);
    expect(allows(granted, 'Observation', 'r')).toBe(false);
    expect(allows(parseScopes('system/*.read').scopes, 'Encounter', 'r')).toBe(true);
    expect(neededScope('Observation', 's')).toBe('system/Observation.s');
  });
});
