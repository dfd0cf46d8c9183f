import { PGlite } from '@electric-sql/pglite';
import { canQueryInOneCall, PREPARED_STATEMENTS_MAX, queryInOneCall } from './pglite-query';

let client: PGlite;

beforeAll(async () => {
  client = new PGlite();
  await client.exec(`create table notes (id serial primary key, body text not null unique, done boolean, size bigint)`);
});

afterAll(async () => {
  await client.close();
});

describe('canQueryInOneCall', () => {
  it('accepts plain parameters only', () => {
    expect(canQueryInOneCall(['a', 1, 2n, true, null, undefined], undefined)).toBe(true);
    expect(canQueryInOneCall(undefined, { rowMode: 'array' })).toBe(true);
    expect(canQueryInOneCall([new Date()], undefined)).toBe(false);
    expect(canQueryInOneCall([[1, 2]], undefined)).toBe(false);
    expect(canQueryInOneCall([new Uint8Array([1])], undefined)).toBe(false);
    expect(canQueryInOneCall([{ a: 1 }], undefined)).toBe(false);
  });

  it('leaves options that need PGlite own steps to PGlite', () => {
    expect(canQueryInOneCall([], { paramTypes: [25] })).toBe(false);
    expect(canQueryInOneCall([], { serializers: {} })).toBe(false);
    expect(canQueryInOneCall([], { blob: new Blob(['x']) })).toBe(false);
  });
});

describe('queryInOneCall', () => {
  it('answers as PGlite query does, in object and array rows', async () => {
    const text = `select $1::text as t, $2::int as i, $3::bool as b, $4::int as n, $5::bigint as big`;
    const params = ['Chinedu', 42, false, null, 9007199254740993n];
    const own = await client.query(text, params);
    const one = await queryInOneCall(client, text, params);
    expect(one.rows).toEqual(own.rows);
    expect(one.fields).toEqual(own.fields);
    expect(one.rows).toEqual([{ t: 'Chinedu', i: 42, b: false, n: null, big: 9007199254740993n }]);
    const rows = await queryInOneCall(client, text, params, { rowMode: 'array' });
    expect(rows.rows).toEqual([['Chinedu', 42, false, null, 9007199254740993n]]);
  });

  it('writes, and counts what it wrote', async () => {
    const inserted = await queryInOneCall(client, 'insert into notes (body, done) values ($1, $2), ($3, $4)', ['one', true, 'two', false]);
    expect(inserted.affectedRows).toBe(2);
    const read = await client.query<{ body: string; done: boolean }>('select body, done from notes order by id');
    expect(read.rows).toEqual([
      { body: 'one', done: true },
      { body: 'two', done: false },
    ]);
  });

  it("reports a database error as PGlite does, and the database stays usable", async () => {
    const error = await queryInOneCall(client, 'insert into notes (body) values ($1)', ['one']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', query: 'insert into notes (body) values ($1)', params: ['one'] });
    const syntax = await queryInOneCall(client, 'selec 1').catch((caught: unknown) => caught);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await queryInOneCall<{ n: number }>(client, 'select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let insertedInTransaction!: () => void;
    const inserted = new Promise<void>((resolve) => (insertedInTransaction = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into notes (body) values ('uncommitted')`);
      insertedInTransaction();
      await held;
      await tx.rollback();
    });
    await inserted;
    let answered = false;
    const count = queryInOneCall<{ n: number }>(client, 'select count(*)::int as n from notes where body = $1', ['uncommitted']).then((result) => {
      answered = true;
      return result.rows[0].n;
    });
    // Let every pending callback run: the query must still be waiting for the transaction.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release();
    await transaction;
    // It never saw the rolled-back row.
    expect(await count).toBe(0);
  });
});

describe('prepared statements', () => {
  const prepared = async () => (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by name')).rows.map((row) => row.statement);

  it('prepares a query text once and runs it again from there', async () => {
    const text = 'select body from notes where body = $1';
    const before = (await prepared()).filter((statement) => statement === text).length;
    expect(before).toBe(0);
    expect((await queryInOneCall(client, text, ['one'])).rows).toEqual([{ body: 'one' }]);
    expect((await queryInOneCall(client, text, ['two'])).rows).toEqual([{ body: 'two' }]);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('keeps no statement of a query that failed', async () => {
    const text = 'insert into notes (body) values ($1) returning id';
    await expect(queryInOneCall(client, text, ['one'])).rejects.toMatchObject({ code: '23505' });
    expect(await prepared()).not.toContain(text);
  });

  it('prepares again when a migration changed what the query returns', async () => {
    const text = 'select * from notes where body = $1';
    expect(Object.keys((await queryInOneCall<Record<string, unknown>>(client, text, ['one'])).rows[0])).toEqual(['id', 'body', 'done', 'size']);
    await client.exec('alter table notes add column colour text');
    expect(Object.keys((await queryInOneCall<Record<string, unknown>>(client, text, ['one'])).rows[0])).toEqual(['id', 'body', 'done', 'size', 'colour']);
  });

  it(`keeps at most ${PREPARED_STATEMENTS_MAX}, closing the least recently used`, async () => {
    const first = 'select 0 as n';
    await queryInOneCall(client, first);
    for (let n = 1; n <= PREPARED_STATEMENTS_MAX; n += 1) await queryInOneCall(client, `select ${n} as n`);
    const kept = await prepared();
    expect(kept.length).toBeLessThanOrEqual(PREPARED_STATEMENTS_MAX);
    expect(kept).not.toContain(first);
    expect(kept).toContain(`select ${PREPARED_STATEMENTS_MAX} as n`);
    // A closed statement's query still runs (prepared anew).
    expect((await queryInOneCall(client, first)).rows).toEqual([{ n: 0 }]);
  });
});
