import { answerTokenRequest } from '@/lib/fhir/smart/token-endpoint';

export const dynamic = 'force-dynamic';

/** POST /fhir/auth/token: SMART Backend Services' token endpoint (lib/fhir/smart/token-endpoint.ts). */
export const POST = (request: Request) => answerTokenRequest(request);

const onlyPost = () =>
  Response.json({ error: 'invalid_request', error_description: 'The token endpoint takes POST only.' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } });
export const GET = onlyPost;
export const PUT = onlyPost;
export const PATCH = onlyPost;
export const DELETE = onlyPost;
