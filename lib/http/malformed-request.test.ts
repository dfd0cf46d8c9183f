import { captureLogs } from '@/lib/log/testing';
import { encodeReply, formBody } from '@/tests/action-bodies';
import { ACTION_BODY_LIMIT_BYTES, asciiNext, forwardedHostFor, malformedAction, refusalResponse, undecodablePath } from './malformed-request';

/** APP_URL, as proxy.ts passes it in production. */
const APP = 'http://localhost:3000';

const action = (init: { body?: BodyInit; headers?: Record<string, string> }) =>
  new Request('http://localhost:3000/doctor/patients', {
    method: 'POST',
    body: init.body,
    headers: { 'next-action': 'abc123', host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'text/plain;charset=UTF-8', ...init.headers },
  });

describe('undecodablePath', () => {
  it('finds a percent-encoded path that is no UTF-8, on every route that takes a segment', () => {
    for (const path of ['/doctor/avatar/%ED%A0%80', '/doctor/appointment/%ED%A0%80', '/doctor/edit-diagnosis/%ED%A0%80', '/doctor/patients/%ED%A0%80', '/doctor/patients/%ED%A0%80/edit', '/x/%C3', '/%FF']) {
      expect(undecodablePath(path)).toBe(true);
    }
    for (const path of ['/doctor/patients/12', '/doctor/patients/%E2%82%AC', '/a%20b', '/']) expect(undecodablePath(path)).toBe(false);
  });
});

describe('asciiNext', () => {
  it('percent-encodes a non-ASCII next (a redirect header cannot carry it), and leaves an ASCII one alone', () => {
    expect(asciiNext(new URL('http://x/login?next=/%E2%82%AC'), APP)?.searchParams.get('next')).toBe('/%E2%82%AC');
    expect(asciiNext(new URL('http://x/login?next=/doctor/patients?search=Ad%C3%A9'), APP)?.searchParams.get('next')).toBe('/doctor/patients?search=Ad%C3%A9');
    expect(asciiNext(new URL('http://x/login?next=/doctor/dashboard'), APP)).toBeNull();
    // On the configured address, not the one the request came to (its Host is the client's to write).
    expect(asciiNext(new URL('http://attacker.example/login?next=/%E2%82%AC'), APP)?.origin).toBe(APP);
    expect(asciiNext(new URL('http://x/login'), APP)).toBeNull();
  });
});

describe('malformedAction', () => {
  it('lets a well-formed action through, and anything that is no action', async () => {
    expect(await malformedAction(action({ body: '["$K1"]' }), APP)).toBeNull();
    // As encodeReply writes a FormData argument: its entries under `_1_`, and the arguments in the field "0".
    const form = new FormData();
    form.set('_1_id', '3');
    form.set('0', '["$K1"]');
    const multipart = new Request('http://localhost:3000/doctor/patients', { method: 'POST', body: form, headers: { 'next-action': 'a', host: 'localhost:3000', origin: 'http://localhost:3000' } });
    expect(await malformedAction(multipart, APP)).toBeNull();
    expect(await malformedAction(new Request('http://localhost:3000/x', { method: 'POST', body: 'not json' }), APP)).toBeNull();
    expect(await malformedAction(new Request('http://localhost:3000/x'), APP)).toBeNull();
  });

  it('answers 403 to a forged or unreadable Origin, as Next’s check would refuse it', async () => {
    for (const origin of ['https://evil.example', 'null', 'not a url']) {
      expect((await malformedAction(action({ body: '[]', headers: { origin } }), APP))?.status).toBe(403);
    }
  });

  it('takes the site from APP_URL, never from the Host or X-Forwarded-Host a client can set', async () => {
    const forged = { origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    expect((await malformedAction(action({ body: '[]', headers: forged }), APP))?.status).toBe(403);
    expect(await malformedAction(action({ body: '[]', headers: { 'x-forwarded-host': 'evil.example' } }), APP)).toBeNull();
    // Without APP_URL's word (development) the Origin is Next's to check.
    expect(await malformedAction(action({ body: '[]', headers: { origin: 'https://evil.example' } }), null)).toBeNull();
  });

  it('gives Next the forwarded host of APP_URL in production and none in development, whatever the request says', () => {
    expect(forwardedHostFor('https://clinic.example:8443')).toBe('clinic.example:8443');
    expect(forwardedHostFor('http://127.0.0.1:3100')).toBe('127.0.0.1:3100');
    expect(forwardedHostFor(null)).toBeNull();
  });

  it('answers 400 to a body that does not decode, and 413 to one over the limit', async () => {
    for (const body of ['{', '\u0000garbage', '["$K1"', '', '\ufeff[]']) expect((await malformedAction(action({ body }), APP))?.status).toBe(400);
    const broken = action({ body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end', headers: { 'content-type': 'multipart/form-data; boundary=y' } });
    expect((await malformedAction(broken, APP))?.status).toBe(400);
    const big = action({ body: 'x', headers: { 'content-length': String(ACTION_BODY_LIMIT_BYTES + 1) } });
    expect((await malformedAction(big, APP))?.status).toBe(413);
    expect((await malformedAction(action({ body: `"${'x'.repeat(ACTION_BODY_LIMIT_BYTES)}"` }), APP))?.status).toBe(413);
  });

  it('answers 400 to each body of the security probe: a root that is no list, a promise, a Map, an unknown part', async () => {
    for (const body of ['null', '"x"', '1', 'true', '"$@1"', '["$Q1"]', '["$F1"]']) {
      const refused = await malformedAction(action({ body }), APP);
      expect({ body, status: refused?.status }).toEqual({ body, status: 400 });
    }
    // The same shapes as the root field of a multipart body.
    for (const model of ['null', '"$@1"', '["$Q1"]', '["$F1"]']) {
      expect((await malformedAction(multipart([['0', model]]), APP))?.status).toBe(400);
    }
  });

  it('answers 400 to a back-reference React cannot follow: to nothing, to a field it drops, past a million items', async () => {
    for (const body of ['["$0:5"]', '["$1"]', '[{"a":"$undefined"},"$0:0:a"]', '[{"__proto__":{}},"$0:0:__proto__"]', '["$n1x"]', '["$Dnot a date"]', `[${'['.repeat(100)}${']'.repeat(100)}]`]) {
      expect({ body, status: (await malformedAction(action({ body }), APP))?.status }).toEqual({ body, status: 400 });
    }
    // Each reference to a list inside the same list adds that list's count to it: React throws past a million.
    const named = (times: number) => JSON.stringify([['a', 'b'], ...Array<string>(times).fill('$0:0')]);
    expect(await malformedAction(action({ body: named(15) }), APP)).toBeNull();
    expect((await malformedAction(action({ body: named(16) }), APP))?.status).toBe(400);
  });

  it('answers 400 to a multipart body whose file name or field name holds a NUL or another control character', async () => {
    for (const name of ['scan\u0000.png', 'scan\u0007.png', 'scan\u009b.png', 'a\tb.png']) {
      const form = new FormData();
      form.set('_1_attachment', new File(['%PDF-1.4'], name, { type: 'application/pdf' }));
      form.set('0', '["$K1"]');
      expect({ name, status: (await malformedAction(withForm(form), APP))?.status }).toEqual({ name, status: 400 });
    }
    const field = new FormData();
    field.set('_1_sur\u0000name', 'Okafor');
    field.set('0', '["$K1"]');
    expect((await malformedAction(withForm(field), APP))?.status).toBe(400);
  });

  it('answers 400 to a multipart body React would fail on: a second or missing root, a field that names the root, base64', async () => {
    const cases: Array<[string, Array<[string, string]>, string[]?]> = [
      ['two roots', [['0', '[]'], ['0', '[]']]],
      ['no root', [['_1_a', 'x']]],
      ['a name that reads as the root', [[' 0', '[]'], ['0', '[]']]],
      ['a stream part of the root', [['S0', '"x"'], ['0', '[]']]],
      ['a part React takes for an argument', [['1', '[]'], ['0', '["$1"]']]],
    ];
    for (const [what, fields] of cases) expect({ what, status: (await malformedAction(multipart(fields), APP))?.status }).toEqual({ what, status: 400 });
    const base64 = multipart([['_1_a', 'eA=='], ['0', '["$K1"]']], ['Content-Transfer-Encoding: base64']);
    expect((await malformedAction(base64, APP))?.status).toBe(400);
    // The actions copy a FormData into an object field by field: a file named __proto__ would become its prototype.
    const prototype = new FormData();
    prototype.set('__proto__', new File(['x'], 'x.png', { type: 'image/png' }));
    expect((await malformedAction(withForm(await encodeReply([prototype]) as FormData), APP))?.status).toBe(400);
    const rootAsFile = multipart([['0', '[]']], ['Content-Type: application/octet-stream']);
    expect((await malformedAction(rootAsFile, APP))?.status).toBe(400);
    const noName = action({ body: '--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=b' } });
    expect((await malformedAction(noName, APP))?.status).toBe(400);
    // Read by Next as text (its multipart test is case-sensitive), where it is no JSON.
    const shouting = action({ body: formBody([['0', '[]']]).text, headers: { 'content-type': `MULTIPART/form-data; boundary=${formBody([]).boundary}` } });
    expect((await malformedAction(shouting, APP))?.status).toBe(400);
  });

  it('reads a multipart POST without Next-Action as the form a page posts before its script loaded', async () => {
    const page = (body: BodyInit, headers: Record<string, string> = {}) =>
      new Request('http://localhost:3000/doctor/dashboard', { method: 'POST', body, headers: { host: 'localhost:3000', origin: 'http://localhost:3000', ...headers } });
    // The logout form as the browser posts it without script: the action's id in a field of its own.
    const logout = new FormData();
    logout.set('$ACTION_ID_7f3a9c', '');
    expect(await malformedAction(page(logout), APP)).toBeNull();
    // Next fails with a 500 on a foreign Origin and on a form that does not parse; no form of the app binds arguments.
    expect((await malformedAction(page(logout, { origin: 'https://evil.example' }), APP))?.status).toBe(403);
    expect((await malformedAction(page('--x\r\nno end', { 'content-type': 'multipart/form-data; boundary=x' }), APP))?.status).toBe(400);
    const bound = new FormData();
    bound.set('$ACTION_REF_1', '');
    bound.set('$ACTION_1:0', '{"id":"7f3a9c","bound":"$@1"}');
    expect((await malformedAction(page(bound), APP))?.status).toBe(400);
    // Anything else without Next-Action is no action: a page or a route handler reads it.
    expect(await malformedAction(page('a=1', { 'content-type': 'application/x-www-form-urlencoded' }), APP)).toBeNull();
  });

  it('lets through what React\'s encodeReply writes for the arguments this app sends', async () => {
    const patient = { firstName: 'Adaeze', lastName: '$Okafor', middleName: undefined, phone: '+234 803 555 0142', state: 'Lagos', age: 34, differentPerson: false };
    const medicines = [{ name: 'Amoxicillin', dose: 500, times: ['morning', 'night'], days: 7 }, { name: '$$x', dose: 1, times: [], days: 1 }];
    const form = new FormData();
    form.set('surgery', 'Appendectomy');
    form.set('patientId', '12');
    form.set('attachment', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'scan (1) é.pdf', { type: 'application/pdf' }));
    const shared = { id: 3 };
    const argumentLists: unknown[][] = [
      [patient],
      [{ patientId: 4, medicines, nextVisit: { every: 2, unit: 'weeks' }, notes: '' }],
      [],
      [17],
      ['Ada'],
      [form],
      [{ at: new Date('2026-03-15T09:30:00Z'), id: 5n, ratio: Number.NaN, low: -0, high: Number.POSITIVE_INFINITY }],
      [shared, { again: shared, list: [shared] }],
      [{ days: [[true, false], [false, true]], reason: undefined }],
    ];
    for (const args of argumentLists) {
      const body = await encodeReply(args);
      const request = typeof body === 'string' ? action({ body }) : withForm(body);
      expect({ args, refused: await malformedAction(request, APP) }).toEqual({ args, refused: null });
    }
  });
});

describe('refusalResponse', () => {
  it('answers JSON { error }, never stored, and logs one warning that quotes nothing of the request', async () => {
    const logs = captureLogs();
    try {
      const refused = await malformedAction(action({ body: '["$Q1", "Chinedu Okafor"]' }), APP);
      const response = refusalResponse(refused!, 'req-1');
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: expect.stringMatching(/^Bad request: /) });
      const lines = logs.lines();
      expect(lines).toEqual([expect.objectContaining({ level: 40, requestId: 'req-1', status: 400 })]);
      expect(logs.text()).not.toContain('Chinedu');
      expect(logs.text()).not.toContain('$Q1');
    } finally {
      logs.restore();
    }
  });

  it('answers the 403 and the 413 in the same shape', async () => {
    const logs = captureLogs();
    try {
      const forbidden = await malformedAction(action({ body: '[]', headers: { origin: 'https://evil.example' } }), APP);
      const tooLarge = await malformedAction(action({ body: 'x', headers: { 'content-length': String(ACTION_BODY_LIMIT_BYTES + 1) } }), APP);
      for (const [refused, status] of [[forbidden, 403], [tooLarge, 413]] as const) {
        const response = refusalResponse(refused!, 'req-2');
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual({ error: expect.any(String) });
      }
      expect(logs.lines().map((line) => line.level)).toEqual([40, 40]);
    } finally {
      logs.restore();
    }
  });
});

/** A multipart action body with these fields in this order; `extra` headers go on every part. */
function multipart(fields: Array<[string, string]>, extra: string[] = []) {
  const { text, boundary } = formBody(fields, extra);
  return action({ body: text, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

/** The request a browser sends for this FormData (fetch writes the multipart body and its boundary). */
function withForm(form: FormData) {
  return new Request('http://localhost:3000/doctor/patients', {
    method: 'POST',
    body: form,
    headers: { 'next-action': 'abc123', host: 'localhost:3000', origin: 'http://localhost:3000' },
  });
}
