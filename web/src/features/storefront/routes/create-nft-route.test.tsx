import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/domain/messages';
import { storefrontMessages } from '../../../../../shared/domain/storefront-messages';
import { Reply } from '../../../testing/mock-api';
import { bodiesOf, makeOwnerNft, openStorefrontPage } from '../testing/storefront-fixtures';

const UPLOAD_URL = '/media-upload/storefront/abc.png?signature=s';

const uploadAnswers = {
  'POST /api/storefront/media-upload-url': {
    upload_url: UPLOAD_URL,
    media_key: 'storefront/abc.png',
    headers: { 'content-type': 'image/png' },
  },
  'PUT /media-upload/storefront/abc.png': '',
};

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
});
afterEach(() => vi.unstubAllGlobals());

const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('/storefront-create-nft', () => {
  it('uploads the media, then saves the draft with its fields and goes back to the dashboard', async () => {
    const { fetchMock, currentPath } = await openStorefrontPage('/storefront-create-nft', 'Create NFT', {
      ...uploadAnswers,
      'POST /api/storefront/nfts': makeOwnerNft({ uuid: 'new-1' }),
    });
    const form = within(await screen.findByTestId('nft-form'));
    choose(form.getByLabelText('Media'), new File(['png'], 'art.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/storefront/media-upload-url')).toHaveLength(1),
    );
    expect(bodiesOf(fetchMock, 'POST', '/api/storefront/media-upload-url')[0]).toEqual({
      content_type: 'image/png',
      size: 3,
    });
    await waitFor(() => expect(form.getByRole('img').getAttribute('src')).toBe('blob:preview'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(UPLOAD_URL);
    expect(put?.[1]?.headers).toEqual({ 'content-type': 'image/png' });

    fireEvent.change(form.getByLabelText('Title'), { target: { value: ' Engine ' } });
    fireEvent.change(form.getByLabelText('Description'), { target: { value: 'Brass' } });
    fireEvent.change(form.getByLabelText('Editions'), { target: { value: '25' } });
    fireEvent.click(form.getByRole('button', { name: 'Add trait' }));
    fireEvent.change(form.getByLabelText('Trait 1 type'), { target: { value: 'Metal' } });
    fireEvent.change(form.getByLabelText('Trait 1 value'), { target: { value: 'Brass' } });
    fireEvent.change(form.getByLabelText('Royalty (%)'), { target: { value: '7.5' } });
    fireEvent.click(form.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(currentPath()).toBe('/storefront'));
    expect(bodiesOf(fetchMock, 'POST', '/api/storefront/nfts')).toEqual([
      {
        title: 'Engine',
        description: 'Brass',
        editions: 25,
        royalty: 7.5,
        traits: [{ trait_type: 'Metal', value: 'Brass' }],
        media_key: 'storefront/abc.png',
      },
    ]);
  });

  it("checks the fields with the contract's rules before sending, and refuses the wrong file type", async () => {
    const { fetchMock } = await openStorefrontPage('/storefront-create-nft', 'Create NFT');
    const form = within(await screen.findByTestId('nft-form'));
    fireEvent.change(form.getByLabelText('Editions'), { target: { value: '1001' } });
    fireEvent.change(form.getByLabelText('Royalty (%)'), { target: { value: '12' } });
    fireEvent.click(form.getByRole('button', { name: 'Continue to minting' }));
    expect(await form.findByText(messages.requiredField)).toBeTruthy();
    expect(form.getByText('Maximum 1000 editions.')).toBeTruthy();
    expect(form.getByText('Maximum royalty is 10%.')).toBeTruthy();
    expect(form.getByText('Upload the NFT media first.')).toBeTruthy();
    choose(form.getByLabelText('Media'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await form.findByText('Choose a PNG, JPEG, GIF, WebP image or an MP4 video.')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/storefront/nfts')).toHaveLength(0);
    expect(bodiesOf(fetchMock, 'POST', '/api/storefront/media-upload-url')).toHaveLength(0);
  });

  it('tells a user who is not a creator', async () => {
    await openStorefrontPage('/storefront-create-nft', 'Create NFT', {
      'GET /api/storefront/profile': new Reply(403, {
        detail: storefrontMessages.notACreator,
        code: 'forbidden',
      }),
    });
    expect((await screen.findByTestId('empty-state')).textContent).toContain(storefrontMessages.notACreator);
    expect(screen.queryByTestId('nft-form')).toBeNull();
  });
});
