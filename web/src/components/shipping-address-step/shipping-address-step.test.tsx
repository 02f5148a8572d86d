import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePhysicalItem } from '../../testing/auction-fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderAt } from '../../testing/render';
import { setLoggedInCookie } from '../../testing/session';
import { ShippingAddressStep } from './shipping-address-step';

type Item = Parameters<typeof makePhysicalItem>[0];

const created = {
  uuid: 'address-new',
  created_at: '2026-03-10T12:00:00.000Z',
  full_name: 'Ada Collector',
  address: '1 Rue de Rivoli',
  additional_address: '',
  city: 'Paris',
  state: '',
  zip_code: '75001',
  country: 'FR',
  shirt_size: 3,
};

async function openStep(item: Item = {}, saved: unknown[] = []) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/user/shipping-address/': saved,
    'POST /api/user/shipping-address/': { data: created },
  });
  const onContinue = vi.fn();
  renderAt('/', <ShippingAddressStep item={makePhysicalItem(item)} onContinue={onContinue} />);
  await screen.findByTestId('shipping-address-step');
  return { fetchMock, onContinue };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save and continue' });

describe('ShippingAddressStep', () => {
  it("checks the form by the spec's rules: name characters, zip length, a US state from the list", async () => {
    const { onContinue } = await openStep({ shipping_countries: ['US', 'CA'] });
    await screen.findByRole('form', { name: 'Shipping address' });
    type('Full name', 'Ada @ Home');
    type('Zip code', '123');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Only letters, digits and whitespaces are allowed')).toBeTruthy();
    expect(screen.getByText('Zip code must be 5 to 10 characters.')).toBeTruthy();
    expect(screen.getAllByText('Required field')).toHaveLength(2); // address, city
    expect(field('State').tagName).toBe('SELECT');

    // The state is checked once the rest is valid: required in the US.
    type('Full name', 'Ada Collector');
    type('Address', '1 Main St');
    type('City', 'Springfield');
    type('Zip code', '62701');
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getAllByText('Required field')).toHaveLength(1));
    expect(field('State').getAttribute('aria-invalid')).toBe('true');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('offers only the shipping countries by name, the US preselected, and resets the state when leaving the US', async () => {
    await openStep({ shipping_countries: ['US', 'CA'] });
    const country = field('Country') as HTMLSelectElement;
    expect([...country.options].map((option) => option.value)).toEqual(['', 'CA', 'US']);
    expect(country.value).toBe('US');
    type('State', 'Ohio');
    type('Country', 'CA');
    const state = field('State / Province');
    expect(state.tagName).toBe('INPUT');
    expect(state.value).toBe('');
  });

  it('sorts countries by name, not code, and preselects none when the US is not among several', async () => {
    await openStep({ shipping_countries: ['DE', 'FR'] });
    const country = field('Country') as HTMLSelectElement;
    expect([...country.options].map((option) => option.label)).toEqual([
      'Select country',
      'France',
      'Germany',
    ]);
    expect(country.value).toBe('');
  });

  it('preselects the single allowed country, asks the shirt size when a shirt is included, saves and continues', async () => {
    const { fetchMock, onContinue } = await openStep({ shipping_countries: ['FR'], is_shirt_included: true });
    expect(field('Country').value).toBe('FR');
    type('Full name', 'Ada Collector');
    type('Address', '1 Rue de Rivoli');
    type('City', 'Paris');
    type('Zip code', '75001');
    type('Shirt size', '3');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith('address-new'));
    const post = fetchMock.mock.calls.find(
      ([, init]) => init?.method === 'POST' && String(init.body).includes('Rivoli'),
    );
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      country: 'FR',
      shirt_size: 3,
      zip_code: '75001',
    });
  });

  it('hides the shirt size when no shirt is included', async () => {
    await openStep();
    await screen.findByRole('form', { name: 'Shipping address' });
    expect(screen.queryByLabelText('Shirt size')).toBeNull();
  });

  it('lists saved addresses the item ships to and enables Skip only once its checkbox is ticked', async () => {
    const { onContinue } = await openStep({ shipping_countries: ['FR'] }, [
      created,
      { ...created, uuid: 'address-us', country: 'US', state: 'Ohio', city: 'Columbus' },
    ]);
    expect(screen.getAllByTestId('saved-address')).toHaveLength(1);
    expect(screen.getByTestId('saved-address').textContent).toContain('Paris');
    const skip = screen.getByRole('button', { name: 'Skip' }) as HTMLButtonElement;
    expect(skip.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /do not want the physical item/ }));
    expect(skip.disabled).toBe(false);
    fireEvent.click(skip);
    expect(onContinue).toHaveBeenCalledWith(null);
  });
});
