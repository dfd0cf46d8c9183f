import 'server-only';
import { SIGNING_ALGORITHMS } from '@/lib/connected-systems/schema';
import { SERVED } from '../served';
import { tokenEndpoint } from './token-endpoint';

/** Types created only inside a transaction Bundle posted to the base (lib/lab/fhir/transaction). */
const TRANSACTION_ONLY_WRITES = ['DiagnosticReport'] as const;

/**
 * /fhir/.well-known/smart-configuration: how a system comes in (SMART App Launch 2.x, Backend Services): the token
 * endpoint, client credentials proven by a JWT signed with the system's own key, and the system scopes, in v1's
 * and v2's words, over the types the server serves.
 */
export function smartConfiguration() {
  const types = SERVED.map(({ type }) => type);
  // A lab's results come as a transaction Bundle of a DiagnosticReport and its Observations: creating the report is
  // granted by its own scope, though the report has no create of its own at /fhir/DiagnosticReport.
  const writable = [...SERVED.filter(({ interactions }) => interactions.includes('create')).map(({ type }) => type), ...TRANSACTION_ONLY_WRITES];
  return {
    token_endpoint: tokenEndpoint(),
    grant_types_supported: ['client_credentials'],
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: [...SIGNING_ALGORITHMS],
    scopes_supported: [
      'system/*.rs',
      'system/*.read',
      ...types.flatMap((type) => [`system/${type}.rs`, `system/${type}.read`]),
      ...writable.flatMap((type) => [`system/${type}.c`, `system/${type}.write`]),
    ],
    capabilities: ['client-confidential-asymmetric', 'permission-v1', 'permission-v2'],
  };
}
