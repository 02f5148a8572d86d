import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { getCreatorInvitation } from '../../../functions/data/creator-invitation';
import { devRoutes } from '../../../scripts/local-cloud/dev-pages';
import { createTestDb } from '../../support/db';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const db = await createTestDb();

/** Answers /dev/creators with `query` as the local cloud's HTTP server would, and parses the page. */
async function open(query: Record<string, string>): Promise<Document> {
  let body = '';
  const res = { writeHead: () => res, end: (chunk: string) => (body = chunk) };
  const served = await devRoutes(db, { sections: async () => [] })(
    '/dev/creators',
    res as unknown as ServerResponse,
    new URLSearchParams(query),
  );
  expect(served).toBe(true);
  return new JSDOM(body).window.document;
}

describe('/dev/creators', () => {
  it('shows the form, and creates an invitation with its claim link once an e-mail and a name are given', async () => {
    const empty = await open({});
    expect(empty.querySelector('form input[name="email"]')).not.toBeNull();
    expect(empty.querySelector('.claim-link')).toBeNull();

    const page = await open({ email: 'New.Artist@Example.com', name: 'New Artist' });

    const link = page.querySelector<HTMLAnchorElement>('.claim-link')?.getAttribute('href') ?? '';
    expect(link).toMatch(/^\/app\/storefront-claim\?token=/);
    const token = new URLSearchParams(link.split('?')[1]).get('token') ?? '';
    expect(await getCreatorInvitation(db, token)).toMatchObject({
      email: 'new.artist@example.com',
      creatorName: 'New Artist',
      status: 'pending',
    });
  });
});
