import type { CapabilityStatement, CapabilityStatementRestResource, ResourceType } from '@medplum/fhirtypes';

export interface SearchParameterDefinition {
  name: string;
  type: 'token' | 'string' | 'date' | 'reference' | 'number' | 'quantity' | 'uri';
  documentation: string;
}

/** A resource type the server serves: what may be done with it and how it is searched. */
export interface ServedResource {
  type: ResourceType;
  interactions: ReadonlyArray<'read' | 'search-type' | 'create'>;
  search: readonly SearchParameterDefinition[];
  /** Its profile, when the server's answers keep one (the R4 vital signs for Observation). */
  profile?: string;
}

/** The software and release, as the CapabilityStatement names them. */
const SOFTWARE = { name: 'Hospital Management System', version: '0.1.0' };

/**
 * What the server serves, exactly: each resource type with its interactions and search parameters. Built from
 * the same definitions the routes read their searches with, so the statement cannot say more than is served.
 */
export function capabilityStatement(base: string, served: readonly ServedResource[], date: string): CapabilityStatement {
  const resource: CapabilityStatementRestResource[] = served.map(({ type, interactions, search, profile }) => ({
    type,
    ...(profile ? { profile } : {}),
    interaction: interactions.map((code) => ({ code })),
    ...(interactions.includes('read') ? { versioning: 'no-version' as const, readHistory: false } : {}),
    searchParam: search.map(({ name, type: kind, documentation }) => ({ name, type: kind, documentation })),
  }));
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date,
    publisher: SOFTWARE.name,
    kind: 'instance',
    software: SOFTWARE,
    implementation: { description: 'The clinic\'s record, as FHIR R4', url: base },
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [
      {
        mode: 'server',
        security: {
          cors: false,
          description: 'A signed-in doctor of the clinic, by the session of the app (same site).',
        },
        resource,
        searchParam: [
          { name: '_count', type: 'number', documentation: `Entries a page holds: 20 unless given, at most 200.` },
          { name: '_total', type: 'token', documentation: 'none spares the count; estimate and accurate count every match.' },
        ],
      },
    ],
  };
}
