// React's server build checks that it runs under the react-server condition: given React's own server builds, the
// decoder Next runs (react-server-dom's decodeReply, fed by busboy for a multipart body) runs here as it does there.
jest.mock('react', () => jest.requireActual(`${process.cwd()}/node_modules/react/react.react-server.js`));
jest.mock('react-dom', () => jest.requireActual(`${process.cwd()}/node_modules/react-dom/react-dom.react-server.js`));

import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fc from 'fast-check';
import { ACTION_ARGUMENTS_LIMIT } from '@/lib/http/action-body';
import { ACTION_BODY_LIMIT_BYTES, malformedAction } from '@/lib/http/malformed-request';
import { encodeReply } from '@/tests/action-bodies';
import * as arb from './arbitraries';

// Server action bodies, as the browser writes them and as anyone may write them, against proxy.ts's check
// (lib/http/malformed-request.ts): whatever it lets through, Next decodes into a list of arguments (no 500), and what
// this app's pages send always goes through. The decoder is the one Next runs, so a new React that reads a body
// otherwise fails here first.

interface ReactServer {
  decodeReply(body: string, manifest: object, options: { temporaryReferences: unknown }): PromiseLike<unknown>;
  decodeReplyFromBusboy(busboy: Writable, manifest: object, options: { temporaryReferences: unknown }): PromiseLike<unknown>;
  createTemporaryReferenceSet(): unknown;
}
type Busboy = (options: { defParamCharset: string; headers: Record<string, string>; limits: { fieldSize: number } }) => Writable;

const server = jest.requireActual<ReactServer>('next/dist/compiled/react-server-dom-turbopack/server.node');
const busboy = jest.requireActual<Busboy>('next/dist/compiled/busboy');

const RUNS = { seed: arb.FUZZ_SEED, numRuns: arb.FUZZ_RUNS };
const APP = 'http://localhost:3000';
const BOUNDARY = 'fuzz-boundary-7d2e';

beforeAll(() => {
  arb.announceFuzz('action-bodies');
});

const post = (body: BodyInit, contentType?: string) =>
  new Request(`${APP}/doctor/patients`, {
    method: 'POST',
    body,
    headers: { 'next-action': '7f'.repeat(21), origin: APP, ...(contentType ? { 'content-type': contentType } : {}) },
  });
const textBody = (text: string) => post(text, 'text/plain;charset=UTF-8');

/** What Next does with an action's body (app-render/action-handler.js): the arguments, or the error it fails with. */
async function nextDecodes(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await request.clone().arrayBuffer());
  const temporaryReferences = server.createTemporaryReferenceSet();
  if (!type.startsWith('multipart/form-data')) return await server.decodeReply(bytes.toString('utf-8'), {}, { temporaryReferences });
  const parser = busboy({ defParamCharset: 'utf8', headers: { 'content-type': type }, limits: { fieldSize: ACTION_BODY_LIMIT_BYTES } });
  const [, args] = await Promise.all([pipeline(Readable.from([bytes]), parser), server.decodeReplyFromBusboy(parser, {}, { temporaryReferences })]);
  return args;
}

/** Let through, then decoded by Next into a list it can call the action with; or refused with a 400. */
async function passesOnlyIfNextDecodes(request: Request) {
  const refused = await malformedAction(request, APP);
  if (refused) {
    expect(refused.status).toBe(400);
    return;
  }
  const args = await nextDecodes(request);
  expect(Array.isArray(args)).toBe(true);
  expect((args as unknown[]).length).toBeLessThanOrEqual(ACTION_ARGUMENTS_LIMIT);
}

// What the app's actions take: plain objects and lists of text, numbers, booleans, nothing; dates; a FormData.
const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ maxLength: 10 }).map((value) => `$${value}`), arb.trickyString);
const leaf = fc.oneof(text, arb.anyNumber, fc.boolean(), fc.constantFrom(null, undefined), fc.date({ noInvalidDate: true }), fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }));
const { argument } = fc.letrec<{ argument: unknown }>((tie) => ({
  argument: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('argument'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), tie('argument'), { maxKeys: 5, noNullPrototype: true })),
}));
/** Arguments that hold one object twice: encodeReply writes it once and names its place (`$0:…`) the second time. */
const sharing = fc.tuple(fc.dictionary(fc.string({ maxLength: 5 }), leaf, { maxKeys: 3, noNullPrototype: true }), fc.nat(3)).map(([shared, at]) => [{ shared }, [at, shared], shared]);
/** A file name a browser may send: any text without control characters (it writes a `"` as %22). */
const fileName = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((name) => !/\p{Cc}/u.test(name));
const form = fc
  .tuple(fc.array(fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,15}$/), text), { maxLength: 5 }), fc.option(fc.tuple(fileName, fc.uint8Array({ maxLength: 64 }))))
  .map(([fields, file]) => {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    if (file) data.set('attachment', new File([file[1]], file[0], { type: 'application/pdf' }));
    return data;
  });
const argumentsAsSent = fc.oneof(fc.array(argument, { maxLength: 3 }), sharing, form.map((data) => [data]));

const hex = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef'.split('')), maxLength });
/** A reference of any tag React reads (and a few it does not), to a part that may or may not be there. */
const TAGS = [...'$@hHTQWKiIN-uDnAOoUSsLlGgMmVBRrXxFYZ0123456789abcdef'.split(''), ''];
const reference = fc
  .tuple(fc.constantFrom(...TAGS), fc.oneof(hex(3), fc.constantFrom('ndefined', 'aN', 'nfinity', 'Infinity', '0', '2024-01-01', '-12', '1x')), fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }))
  .map(([tag, rest, path]) => [`$${tag}${rest}`, ...path].join(':'));
/**
 * A list named again and again: React adds the list's count to the list each reference stands in, and refuses
 * (throws) past a million; a dozen references to a list within the same list reach that.
 */
const amplified = fc.tuple(fc.array(fc.string({ maxLength: 3 }), { maxLength: 4 }), fc.nat(24), fc.constantFrom('list', 'object', 'inner')).map(([items, times, where]) => {
  if (where === 'list') return JSON.stringify([items, ...Array<string>(times).fill('$0:0')]);
  if (where === 'object') return JSON.stringify([{ a: items }, ...Array<string>(times).fill('$0:0:a')]);
  return JSON.stringify([{ a: [items, ...Array<string>(times).fill('$0:0:a:0')] }]);
});
/** A back-reference to a field that holds something else than encodeReply ever names so: nothing, a number, a reference. */
const backToAnything = fc
  .tuple(fc.constantFrom<unknown>('$undefined', `$n${'9'.repeat(300)}`, 'text', '$K1', '$$x', '$D2020-01-01T00:00:00.000Z', 1, null, '$NaN', '$0:0', '$0:1', [], {}), fc.boolean())
  .map(([value, inList]) => JSON.stringify(inList ? [{ a: value }, ['x', '$0:0:a']] : [{ a: value }, '$0:0:a']));
/** A model as anyone may write it: any JSON, with references anywhere, as a root or among the arguments. */
const hostileModel = fc.oneof(
  amplified,
  backToAnything,
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.array(fc.oneof(reference, fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 }).map((value) => JSON.stringify(value)),
  fc.tuple(fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }), reference).map(([args, ref]) => JSON.stringify([...args, { ref }, [ref, ref]])),
  reference.map((ref) => JSON.stringify(ref)),
  fc.constantFrom('null', '"x"', '1', 'true', '"$@1"', '["$Q1"]', '["$F1"]', '', '\ufeff[]', '[', '[[[[]]]]', '["$0"]', '["$0:0"]', '[{"a":[]},"$0:0:a"]'),
);

/** Mostly the usual, now and then something odd. */
const oddly = <T,>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: odd });
const ODD_NAMES = ['', ' 0', '00', '0x0', '-0', 'S0', 'S1', 'S', '1', 'a', '_', '_1', '$ACTION_ID_x', '0', '0\u0000', '_1_\u0000'];
/** A Content-Disposition as a browser writes it, or written oddly: unquoted, shouted, RFC 5987, escaped, a NUL. */
const disposition = (name: fc.Arbitrary<string>, file: fc.Arbitrary<string | null>) =>
  fc.tuple(name, file, oddly(fc.constant(0), fc.integer({ min: 1, max: 6 }))).map(([partName, fileName, quirk]) => {
    const plain = `form-data; name="${partName}"${fileName === null ? '' : `; filename="${fileName.replace(/"/g, '%22')}"`}`;
    const quirks = [plain, 'form-data', `form-data; name=${partName}`, `FORM-DATA; NAME="${partName}"`, `form-data; name*=UTF-8''${partName}`, `form-data; name="${partName}"; filename="a\u0000b"`, `form-data; name="${partName}"; filename="a\\"b"`];
    return `Content-Disposition: ${quirks[quirk]}`;
  });
const ODD_HEADERS = ['Content-Type: application/octet-stream', 'Content-Type: text/plain; charset=utf-16le', 'Content-Type: text/plain;charset=UTF-8', 'Content-Type: image/png', 'Content-Transfer-Encoding: base64', 'X-Odd: 1', 'Content-Type : text/plain', ' folded'];
const extraHeaders = oddly(fc.constant<string[]>([]), fc.oneof(fc.constantFrom(...ODD_HEADERS).map((header) => [header]), fc.subarray(ODD_HEADERS, { minLength: 2 })));
const entry = fc.tuple(disposition(oddly(fc.constantFrom('_1_name', '_1_attachment', '_2_x', '_1_é'), fc.constantFrom(...ODD_NAMES)), fc.option(fileName)), extraHeaders, text);
const root = fc.tuple(
  disposition(oddly(fc.constant('0'), fc.constantFrom(...ODD_NAMES)), oddly(fc.constant(null), fileName)),
  extraHeaders,
  oddly(fc.constantFrom('["$K1"]', '[]', '["$K1","$K2"]', '[{"a":1},"$0:0"]'), hostileModel),
);
const ENDINGS = [`--${BOUNDARY}--\r\n`, `--${BOUNDARY}--`, `--${BOUNDARY}--\r\nepilogue`, `--${BOUNDARY}`, `--${BOUNDARY}x`, ''];
/** A multipart body as anyone may write it: mostly as a browser does, with one or two odd things. */
const hostileForm = fc
  .tuple(fc.array(entry, { maxLength: 3 }), oddly(root.map((part) => [part]), fc.array(root, { maxLength: 2 })), fc.array(entry, { maxLength: 1 }), oddly(fc.constant(0), fc.nat(ENDINGS.length - 1)))
  .map(([before, roots, after, ending]) => {
    const written = [...before, ...roots, ...after].map(([head, extra, content]) => [`--${BOUNDARY}`, head, ...extra, '', content].join('\r\n'));
    return [...written, ENDINGS[ending]].join('\r\n');
  });

describe('server action bodies under generated input', () => {
  it('lets through what encodeReply writes for arguments the app sends, and Next decodes each', async () => {
    await fc.assert(
      fc.asyncProperty(argumentsAsSent, async (args) => {
        const body = await encodeReply(args);
        const request = typeof body === 'string' ? textBody(body) : post(body);
        expect(await malformedAction(request, APP)).toBeNull();
        expect(await nextDecodes(request)).toHaveLength(args.length);
      }),
      RUNS,
    );
  });

  it('refuses with a 400 every body whose root is not a list, or that names a part or a kind this app never sends', async () => {
    const neverSent = fc.tuple(fc.constantFrom(...'@hHTQWiABRrXxFOoUSsLlGgMmV'.split('')), hex(2)).map(([tag, id]) => `$${tag}${id}`);
    const refusedModel = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }).filter((value) => !Array.isArray(value)).map((value) => JSON.stringify(value)),
      fc.tuple(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), neverSent, fc.nat()).map(([args, ref, at]) => JSON.stringify(args.toSpliced(at % (args.length + 1), 0, ref))),
    );
    await fc.assert(
      fc.asyncProperty(refusedModel, fc.boolean(), async (model, asForm) => {
        const request = asForm ? post(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n${model}\r\n--${BOUNDARY}--\r\n`, `multipart/form-data; boundary=${BOUNDARY}`) : textBody(model);
        expect((await malformedAction(request, APP))?.status).toBe(400);
      }),
      RUNS,
    );
  });

  it('refuses with a 400 a multipart body with a control character in a file or field name', async () => {
    const control = fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f).map((code) => String.fromCharCode(code));
    await fc.assert(
      fc.asyncProperty(fileName, control, fc.nat(), fc.boolean(), async (name, bad, at, inFieldName) => {
        const spoilt = `${name.slice(0, at % (name.length + 1))}${bad}${name.slice(at % (name.length + 1))}`;
        const head = inFieldName ? `form-data; name="_1_${spoilt}"` : `form-data; name="_1_attachment"; filename="${spoilt}"`;
        const body = `--${BOUNDARY}\r\nContent-Disposition: ${head}\r\n\r\n%PDF\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--${BOUNDARY}--\r\n`;
        expect((await malformedAction(post(body, `multipart/form-data; boundary=${BOUNDARY}`), APP))?.status).toBe(400);
      }),
      RUNS,
    );
  });

  it('lets through no text body that Next fails to decode', async () => {
    await fc.assert(fc.asyncProperty(hostileModel, async (model) => passesOnlyIfNextDecodes(textBody(model))), RUNS);
  });

  it('lets through no multipart body that Next fails to decode', async () => {
    await fc.assert(fc.asyncProperty(hostileForm, async (body) => passesOnlyIfNextDecodes(post(body, `multipart/form-data; boundary=${BOUNDARY}`))), RUNS);
  });
});
