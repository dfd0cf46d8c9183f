// Not `server-only`: instrumentation.ts installs the peer header before any route is loaded.

/**
 * Where the connection's own address travels inside this process. The name carries a random part made at
 * start, so no client can send a header that passes for it; Next's own `x-forwarded-for` keeps whatever
 * the client sent, so it cannot be trusted without a proxy of ours in front.
 */
interface PeerHeaderGlobal {
  __hmsPeerAddressHeader?: string;
}
const store = globalThis as PeerHeaderGlobal;

/** The name of the header that install…() sets on every request, or undefined before it is installed. */
export function peerAddressHeaderName(): string | undefined {
  return store.__hmsPeerAddressHeader;
}

/** Sets the peer header on every request the process's HTTP servers receive; once per process. */
export async function installPeerAddressHeader(): Promise<void> {
  if (store.__hmsPeerAddressHeader) return;
  const [{ randomBytes }, http] = await Promise.all([import('node:crypto'), import('node:http')]);
  const name = `x-hms-peer-${randomBytes(12).toString('hex')}`;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitWithPeer(this: import('node:http').Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as import('node:http').IncomingMessage;
      request.headers[name] = request.socket?.remoteAddress ?? '';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
  store.__hmsPeerAddressHeader = name;
}

/**
 * The client's address. With no proxy of ours (`hops` 0) it is the connection's peer; with `hops` N proxies
 * that each append the address they saw to X-Forwarded-For, it is the Nth entry from the right (entries
 * further left were written by the client and prove nothing). "unknown" when neither can be read.
 */
export function clientAddress(headers: Headers, hops: number, peerHeader = peerAddressHeaderName()): string {
  if (hops > 0) {
    const entries = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    return normaliseAddress(entries[entries.length - hops]) ?? 'unknown';
  }
  return normaliseAddress(peerHeader ? headers.get(peerHeader) : null) ?? 'unknown';
}

/** "::ffff:10.0.0.7" is 10.0.0.7; anything too long or with odd characters is not an address. */
function normaliseAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const address = value.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return /^[0-9a-fA-F:.]{2,45}$/.test(address) ? address : null;
}
