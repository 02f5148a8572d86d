import { describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { isValidAddressFor } from '../../../functions/domain/crypto/addresses/index';
import {
  SANDBOX_FAILING_REFUND_ADDRESSES,
  sandboxAddress,
  sandboxCryptoCustody,
} from '../../../functions/lib/adapters/sandbox-crypto-custody';
import { CustodySendRefusedError } from '../../../functions/lib/ports/crypto-custody';
import { ALLOWED_PAYMENT_CRYPTO } from '../../../shared/domain/constants';

describe('sandbox custody', () => {
  it('derives the same valid address for the same label, another for another label', async () => {
    const custody = sandboxCryptoCustody({} as Db);
    for (const coin of ALLOWED_PAYMENT_CRYPTO) {
      const { address } = await custody.createAddress(coin, 'user-1:a');
      expect(isValidAddressFor(coin, address), `${coin} ${address}`).toBe(true);
      expect((await custody.createAddress(coin, 'user-1:a')).address).toBe(address);
      expect((await custody.createAddress(coin, 'user-1:b')).address).not.toBe(address);
    }
    expect(sandboxAddress('BTC', 'x')).toMatch(/^bc1q/);
    expect(sandboxAddress('XTZ', 'x')).toMatch(/^tz1/);
    expect(sandboxAddress('ETH', 'x')).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('lists failing refund addresses that are valid, and refuses to send to them in any spelling', async () => {
    const custody = sandboxCryptoCustody({} as Db);
    for (const coin of ALLOWED_PAYMENT_CRYPTO) {
      const network = coin === 'BTC' ? 'BTC' : coin === 'XTZ' ? 'XTZ' : 'ETH';
      const failing = SANDBOX_FAILING_REFUND_ADDRESSES[network];
      expect(isValidAddressFor(coin, failing), failing).toBe(true);
      await expect(custody.send(coin, failing, 1, 'ref')).rejects.toThrow(CustodySendRefusedError);
    }
    await expect(
      custody.send('ETH', SANDBOX_FAILING_REFUND_ADDRESSES.ETH.toLowerCase(), 1, 'ref'),
    ).rejects.toThrow(CustodySendRefusedError);
  });
});
