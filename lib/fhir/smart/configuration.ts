import 'server-only';
import { SIGNING_ALGORITHMS } from '@/lib/connected-systems/schema';
import { SERVED } from '../served';
import { tokenEndpoint } from './token-endpoint';

/**
 * /fhir/.well-known/smart-configuration: how a system comes in (SMART App Launch 2.x, Backend Services): the token
 * endpoint, client credentials proven by a JWT signed with the system's own key, and the system scopes, in v1's
 * and v2's words, over the types the server serves.
 */
export function smartConfiguration() {
  const types = SERVED.map(({ type }) => type);
  const writable = SERVED.filter(({ interactions }) => interactions.includes('create')).map(({ type }) => type);
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
