import { IMPORT_RECORD, importRecordDefinitionUrl } from '@/lib/record-import/fhir/operation-definition';
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
  /** What its searches' `_include` and `_revinclude` take. */
  include?: readonly string[];
  revinclude?: readonly string[];
  /** Its create takes `If-None-Exist` (FHIR's conditional create). */
  conditionalCreate?: boolean;
  /** Operations on it (Patient's $everything), by name and HL7's definition. */
  operations?: ReadonlyArray<{ name: string; definition: string }>;
}

/** What the base address itself takes: the laboratory's results, as one transaction Bundle (POST /fhir). */
export const SYSTEM_INTERACTIONS: ReadonlyArray<{ code: 'transaction'; documentation: string }> = [
  {
    code: 'transaction',
    documentation:
      "An outside laboratory's results: DiagnosticReports based on this server's ServiceRequests, with their Observations and Specimens, all or nothing (system/DiagnosticReport.c and system/Observation.c).",
  },
];

/** The software and release, as the CapabilityStatement names them. */
const SOFTWARE = { name: 'Hospital Management System', version: '0.1.0' };

/**
 * What the server serves, exactly: each resource type with its interactions and search parameters. Built from
 * the same definitions the routes read their searches with, so the statement cannot say more than is served.
 */
export function capabilityStatement(base: string, served: readonly ServedResource[], date: string): CapabilityStatement {
  const resource: CapabilityStatementRestResource[] = served.map(({ type, interactions, search, profile, include, revinclude, conditionalCreate, operations }) => ({
    type,
    ...(profile ? { profile } : {}),
    interaction: interactions.map((code) => ({ code })),
    ...(interactions.includes('read') ? { versioning: 'no-version' as const, readHistory: false } : {}),
    ...(conditionalCreate ? { conditionalCreate: true } : {}),
    ...(include?.length ? { searchInclude: [...include] } : {}),
    ...(revinclude?.length ? { searchRevInclude: [...revinclude] } : {}),
    // R4's JSON has no empty lists: a type read by id alone (Binary) lists no parameter at all.
    ...(search.length > 0 ? { searchParam: search.map(({ name, type: kind, documentation }) => ({ name, type: kind, documentation })) } : {}),
    ...(operations?.length ? { operation: operations.map(({ name, definition }) => ({ name, definition })) } : {}),
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
          service: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR' }], text: 'SMART Backend Services' }],
          description:
            'Connected systems: SMART Backend Services (client credentials with a JWT signed by the system\'s registered key, RS384 or ES384; system scopes, v1 and v2); the token endpoint is named at .well-known/smart-configuration. A signed-in doctor of the clinic may read and search by the session of the app (same site).',
        },
        resource,
        interaction: SYSTEM_INTERACTIONS.map(({ code, documentation }) => ({ code, documentation })),
        operation: [{ name: IMPORT_RECORD, definition: importRecordDefinitionUrl(base), documentation: 'One patient’s record from another system, as a Bundle (POST /fhir/$import-record): system/*.write or a doctor’s session.' }],
        searchParam: [
          { name: '_count', type: 'number', documentation: `Entries a page holds: 20 unless given, at most 200.` },
          { name: '_total', type: 'token', documentation: 'none spares the count; estimate and accurate count every match.' },
        ],
      },
    ],
  };
}
