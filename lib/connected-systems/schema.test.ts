import { connectedSystemSchema } from './schema';

const RSA = { kty: 'RSA', kid: 'rsa-1', n: 'sXch', e: 'AQAB', alg: 'RS384' };
const EC = { kty: 'EC', kid: 'ec-1', crv: 'P-384', x: 'abc', y: 'def' };
const parse = (jwks: unknown, scopes = 'system/*.rs', name = 'Lab system') =>
  connectedSystemSchema.safeParse({ name, jwks: typeof jwks === 'string' ? jwks : JSON.stringify(jwks), scopes });
const messages = (result: ReturnType<typeof parse>) => (result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));

describe('registering a connected system', () => {
  it('takes public RSA and EC P-384 keys with their kids, and normalises the scopes', () => {
    const result = parse({ keys: [RSA, EC] }, '  system/Patient.rs   system/*.read system/Patient.rs ');
    expect(result.success && result.data).toEqual({ name: 'Lab system', jwks: { keys: [RSA, EC] }, scopes: 'system/Patient.rs system/*.read' });
  });

  it('says what is wrong with a pasted key set', () => {
    expect(messages(parse('{not json'))).toEqual(['jwks: The JWKS is not valid JSON']);
    expect(messages(parse({ keys: [] }))).toEqual(['jwks: The JWKS must be an object with a "keys" list of at least one key']);
    expect(messages(parse([RSA]))).toEqual(['jwks: The JWKS must be an object with a "keys" list of at least one key']);
    expect(messages(parse({ keys: [{ ...EC, d: 'secret' }] }))).toEqual(['jwks: Key 1 holds a private key: paste the public keys only']);
    expect(messages(parse({ keys: [RSA, { ...EC, kid: undefined }] }))).toEqual(['jwks: Key 2 has no "kid": the system\'s tokens name their key by it']);
    expect(messages(parse({ keys: [{ ...EC, crv: 'P-256' }] }))).toEqual(['jwks: Key 1 is on the curve P-256; ES384 needs P-384']);
    expect(messages(parse({ keys: [{ ...RSA, alg: 'RS256' }] }))).toEqual(['jwks: Key 1 is for RS256; an RSA key here signs with RS384']);
    expect(messages(parse({ keys: [{ kty: 'oct', kid: 'k', k: 'secret' }] }))).toEqual(['jwks: Key 1 holds a private key: paste the public keys only']);
    expect(messages(parse({ keys: [{ kty: 'OKP', kid: 'k', crv: 'Ed25519', x: 'a' }] }))).toEqual(['jwks: Key 1 is of type OKP; use an RSA key (RS384) or an EC P-384 key (ES384)']);
    expect(messages(parse({ keys: [RSA, { ...EC, kid: 'rsa-1' }] }))).toEqual(['jwks: Two keys have the same "kid"']);
    expect(messages(parse(''))).toEqual(['jwks: Paste the system’s public keys (JWKS)']);
  });

  it('says which scopes it does not grant', () => {
    expect(messages(parse({ keys: [EC] }, 'system/Patient.rs launch patient/*.read'))).toEqual([
      'scopes: Not a system scope this server grants: launch, patient/*.read (write them as system/Patient.rs or system/*.read)',
    ]);
    expect(messages(parse({ keys: [EC] }, ''))).toEqual(['scopes: Choose at least one scope']);
    expect(messages(parse({ keys: [EC] }, 'system/*.rs', ' '))).toEqual(['name: Name is required']);
  });
});
