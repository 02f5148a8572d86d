import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const savedAddress = {
  uuid: 'addr-1',
  created_at: '2026-03-01T10:00:00.000Z',
  full_name: 'Fan User',
  address: '1 Main St',
  additional_address: '',
  city: 'Austin',
  state: 'Texas',
  zip_code: '73301',
  country: 'US',
  shirt_size: null,
};

async function renderSettings(addresses: unknown[] = []) {
  setLoggedInCookie();
  const bodies: Record<string, unknown>[] = [];
  mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/user/shipping-address/': () => addresses,
    'POST /api/user/shipping-address/': (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      bodies.push(body);
      addresses.unshift({ ...savedAddress, ...body, uuid: `addr-${bodies.length + 1}` });
      return { data: addresses[0] };
    },
  });
  renderAt('/account/settings');
  const form = await screen.findByRole('form', { name: 'Shipping address' });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  return { form, field, type, save, bodies };
}

describe('shipping address form', () => {
  it('requires a US state from the list, then saves and lists the address', async () => {
    const { form, field, type, save, bodies } = await renderSettings();
    expect(save.disabled).toBe(true);
    expect(within(form).queryByLabelText('Shirt size')).toBeNull();
    type('Full name', 'Fan User!');
    expect(save.disabled).toBe(false);
    type('Address', '1 Main St');
    type('City', 'Austin');
    type('Zip code', '733');
    expect(field('State').tagName).toBe('SELECT');
    fireEvent.click(save);
    expect(within(form).getByText('Only letters, digits and whitespaces are allowed')).toBeTruthy();
    expect(within(form).getByText('Zip code must be 5 to 10 characters.')).toBeTruthy();
    expect(within(form).getByText('Required field')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    type('Full name', 'Fan User');
    type('Zip code', '73301');
    type('State', 'Texas');
    fireEvent.click(save);
    expect((await screen.findByTestId('toast')).textContent).toContain('Address was changed');
    expect(bodies[0]).toMatchObject({
      full_name: 'Fan User',
      state: 'Texas',
      country: 'US',
      zip_code: '73301',
    });
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(list.textContent).toContain('Fan User, 1 Main St, Austin, Texas, 73301, United States');
    expect(save.disabled).toBe(true);
  });

  it('takes any state text outside the US, and switching to or from the US resets the state', async () => {
    const { form, field, type, save, bodies } = await renderSettings([{ ...savedAddress }]);
    expect(field('Full name').value).toBe('Fan User');
    expect(field('State').value).toBe('Texas');
    expect(save.disabled).toBe(true);

    type('Country', 'CA');
    const province = field('State / Province');
    expect(province.tagName).toBe('INPUT');
    expect(province.value).toBe('');
    type('State / Province', 'Quebec');
    type('Country', 'FR');
    expect(field('State / Province').value).toBe('Quebec');
    type('Country', 'US');
    expect(field('State').value).toBe('');
    type('Country', 'CA');
    type('State / Province', 'Ontario');
    fireEvent.click(save);
    expect((await screen.findByTestId('toast')).textContent).toContain('Address was changed');
    expect(bodies[0]).toMatchObject({ country: 'CA', state: 'Ontario' });
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
