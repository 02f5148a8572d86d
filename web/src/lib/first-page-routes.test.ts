import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { liveRoutes } from '../../../shared/api/routes/live';
import { dropsPageSchema } from '../../../shared/api/schemas/catalog';
import { firstPageRoutes } from './first-page-routes';

const names = Object.keys(firstPageRoutes) as (keyof typeof firstPageRoutes)[];
const jsonSchema = (schema: z.core.$ZodType) => z.toJSONSchema(schema, { io: 'output' });

const drop = {
  id: 'drop-1',
  title: 'Drop',
  description: '',
  category: 'music',
  thumbnail: '/media/t.png',
  banner: '/media/b.png',
  video: null,
  price: 9.99,
  feature_at: '2026-11-24T10:00:00.000Z',
  feature_until: null,
  availability: 0,
  active: true,
  sold_out: false,
  show_signup: false,
  promotion: { promotion_uuid: 'promo-1', subscribed: false },
  needs_waiting_room: false,
  terms_key: null,
  tiers: [1],
  artist: { id: 'artist-1', name: 'Artist', icon: '', image: '' },
  blockchain_types: [1],
  drops: [
    {
      id: 'pack-1',
      title: 'Pack',
      thumbnail: '',
      price: 9.99,
      quantity: 10,
      nfts_per_pack: 3,
      sold_out: false,
    },
  ],
};

describe("the first page's zod/mini routes", () => {
  it.each(names)('%s has the method and path of the contract', (name) => {
    const { method, path } = firstPageRoutes[name];
    expect({ method, path }).toEqual({ method: liveRoutes[name].method, path: liveRoutes[name].path });
  });

  it.each(names)("%s checks its answer as the contract's schema does (same JSON Schema)", (name) => {
    expect(jsonSchema(firstPageRoutes[name].response)).toEqual(jsonSchema(liveRoutes[name].response));
  });

  it('accepts and refuses the same drops pages as the contract', () => {
    const page = { count: 1, next: null, results: [drop] };
    const answers = [
      page,
      { ...page, next: 1.5 },
      { ...page, results: [{ ...drop, price: -1 }] },
      { ...page, results: [{ ...drop, feature_at: 'yesterday' }] },
      { ...page, results: [{ ...drop, availability: 3 }] },
      { ...page, results: [{ ...drop, id: '' }] },
    ];
    const verdicts = answers.map((answer) => firstPageRoutes.listDrops.response.safeParse(answer).success);
    expect(verdicts).toEqual(answers.map((answer) => dropsPageSchema.safeParse(answer).success));
    expect(verdicts).toEqual([true, false, false, false, false, false]);
    expect(firstPageRoutes.listDrops.response.parse({ ...page, extra: 1 })).toEqual(page);
  });
});
