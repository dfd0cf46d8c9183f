import { createHash } from 'node:crypto';
import type { Resource } from '@medplum/fhirtypes';
import { identifiersOf } from './references';

/**
 * The key a resource had where it came from, by which a second import of it is known: its first identifier, else its
 * id there, else its fullUrl, else a digest of its content (the same resource sent twice without either is the same
 * content). At most 300 characters: a longer identifier is its digest.
 */
export function resourceKey(resource: Resource, fullUrl: string | null): string {
  const [identifier] = identifiersOf(resource);
  const key = identifier ? `identifier:${identifier.system}|${identifier.value}` : resource.id ? `id:${resource.id}` : fullUrl ? `url:${fullUrl}` : `digest:${digest(JSON.stringify(resource))}`;
  return key.length <= 300 ? key : `digest:${digest(key)}`;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
