import { createServer, type Server } from 'node:http';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { meterWrites } from '../../../scripts/bench/write-meter';

/** A table client that accepts every command: the meter only reads what is sent. */
const fakeDb = () => ({ client: { send: async () => ({}) }, tableName: 'meter-test' }) as unknown as Db;

const put = (db: Db, pk: string) =>
  db.client.send(new PutCommand({ TableName: db.tableName, Item: { pk, sk: 'ITEM' } }));

let server: Server;
let db: Db;
let url: string;

beforeEach(async () => {
  db = fakeDb();
  // A request writes once, after an await (as a handler does once it has read the request's body).
  server = createServer((_request, response) => {
    void (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await put(db, 'REQUEST');
      response.end('ok');
    })();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});

afterEach(async () => {
  await new Promise((closed) => server.close(closed));
});

describe('meterWrites', () => {
  it('counts every write of the process by default', async () => {
    const meter = meterWrites(db);
    meter.start();
    await put(db, 'BACKGROUND');
    await (await fetch(url)).text();
    const figures = meter.stop();
    expect(figures.writes).toBe(2);
    expect([...figures.byEntity.keys()].sort()).toEqual(['BACKGROUND|ITEM', 'REQUEST|ITEM']);
  });

  it("counts only the server's requests' writes when asked to, not a worker's meanwhile", async () => {
    const meter = meterWrites(db);
    meter.start({ requestsOf: server });
    const background = setInterval(() => void put(db, 'BACKGROUND'), 1);
    await (await fetch(url)).text();
    await (await fetch(url)).text();
    clearInterval(background);
    await put(db, 'BACKGROUND');
    const figures = meter.stop();
    expect([...figures.byEntity.keys()]).toEqual(['REQUEST|ITEM']);
    expect(figures.writes).toBe(2);
  });

  it('tells requests from other work again in a second requests-only count, and counts all in between', async () => {
    const meter = meterWrites(db);
    meter.start({ requestsOf: server });
    await (await fetch(url)).text();
    expect(meter.stop().writes).toBe(1);
    meter.start();
    await put(db, 'BACKGROUND');
    await (await fetch(url)).text();
    expect(meter.stop().writes).toBe(2);
    meter.start({ requestsOf: server });
    await put(db, 'BACKGROUND');
    await (await fetch(url)).text();
    expect([...meter.stop().byEntity.keys()]).toEqual(['REQUEST|ITEM']);
  });
});
