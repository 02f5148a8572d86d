import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from './support';

let db: Db;
let deps: Deps;
let clock: ManualClock;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps, clock } = createTestDeps(db));
});

const usAddress = {
  full_name: 'Ada Lovelace 2',
  address: '1 Infinite Loop',
  additional_address: 'Suite 5',
  city: 'Cupertino',
  state: 'California',
  zip_code: '95014',
  country: 'US',
  shirt_size: 3,
};

const path = '/api/user/shipping-address/';

describe('POST /user/shipping-address/', () => {
  it('saves a US address and answers it with its uuid and creation time', async () => {
    const alice = await signedInUser(deps);
    const answer = await alice.call('POST', path, usAddress);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      ...usAddress,
      uuid: expect.any(String),
      created_at: clock.now().toISOString(),
    });
  });

  it('takes a state by its USPS code and keeps its name; other countries take any state or none', async () => {
    const alice = await signedInUser(deps);
    const byCode = await alice.call('POST', path, { ...usAddress, state: 'ny', country: 'us' });
    expect(byCode.body.data).toMatchObject({ state: 'New York', country: 'US' });

    const { additional_address: _a, shirt_size: _s, state: _st, ...abroad } = usAddress;
    const uk = await alice.call('POST', path, { ...abroad, country: 'GB', zip_code: 'SW1A 1AA' });
    expect(uk.status).toBe(200);
    expect(uk.body.data).toMatchObject({
      state: '',
      additional_address: '',
      shirt_size: null,
      country: 'GB',
    });
    const canada = await alice.call('POST', path, { ...abroad, country: 'CA', state: 'Some Province' });
    expect(canada.body.data.state).toBe('Some Province');
  });

  it.each([
    ['full_name', { full_name: 'Ada <Lovelace>' }, messages.fullNameCharacters],
    ['full_name', { full_name: '   ' }, messages.requiredField],
    ['full_name', { full_name: undefined }, messages.requiredField],
    ['address', { address: '' }, messages.requiredField],
    ['city', { city: undefined }, messages.requiredField],
    ['country', { country: '' }, messages.requiredField],
    ['country', { country: 'XX' }, messages.countryInvalid],
    ['zip_code', { zip_code: '' }, messages.requiredField],
    ['zip_code', { zip_code: '1234' }, messages.zipCodeLength],
    ['zip_code', { zip_code: '12345678901' }, 'Maximum 10 characters.'],
    ['state', { state: '' }, messages.requiredField],
    ['state', { state: 'Ontario' }, messages.stateInvalid],
    ['shirt_size', { shirt_size: 6 }, messages.shirtSizeInvalid],
  ])('rejects a bad %s: %j', async (field, change, message) => {
    const alice = await signedInUser(deps);
    const answer = await alice.call('POST', path, { ...usAddress, ...change });

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field, message }]);
  });

  it('needs a session', async () => {
    expect((await callApi(deps, 'POST', path, usAddress)).status).toBe(401);
    expect((await callApi(deps, 'GET', path)).status).toBe(401);
  });
});

describe('GET /user/shipping-address/', () => {
  it("lists the caller's addresses newest first, never another user's", async () => {
    const alice = await signedInUser(deps);
    const bob = await signedInUser(deps);
    const first = await alice.call('POST', path, usAddress);
    clock.advance(60_000);
    const second = await alice.call('POST', path, { ...usAddress, city: 'San Jose' });
    await bob.call('POST', path, { ...usAddress, full_name: 'Bob' });

    const listed = await alice.call('GET', path);

    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([second.body.data, first.body.data]);
    const carol = await signedInUser(deps);
    expect((await carol.call('GET', path)).body).toEqual([]);
  });
});
