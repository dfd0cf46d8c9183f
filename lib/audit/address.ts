import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { clientAddress } from '@/lib/auth/client-address';
import { getEnv } from '@/lib/env';

/**
 * The client address of the current request, read the one way the app trusts (lib/auth/client-address.ts),
 * or "unknown" outside a request (a script, a unit test), so that an audit line never fails for want of it.
 */
export async function requestAddress(): Promise<string> {
  try {
    return clientAddress(await headers(), getEnv().TRUSTED_PROXY_HOPS);
  } catch (error) {
    unstable_rethrow(error);
    return 'unknown';
  }
}
