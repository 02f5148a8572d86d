import { describe, expect, it } from 'vitest';
import {
  isPersonalSignatureOf,
  isValidEvmAddress,
  recoverPersonalSignAddress,
  toChecksumAddress,
} from '../../../functions/domain/wallet-signature';
import { testWallet } from '../../support/wallets';

// EIP-55's own examples.
const checksummed = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('EVM addresses', () => {
  it('checksums as EIP-55 does', () => {
    for (const address of checksummed) expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it('accepts checksummed, all-lower and all-upper addresses and rejects a wrong checksum or length', () => {
    for (const address of checksummed) expect(isValidEvmAddress(address)).toBe(true);
    expect(isValidEvmAddress(checksummed[0]!.toLowerCase())).toBe(true);
    expect(isValidEvmAddress(`0x${checksummed[0]!.slice(2).toUpperCase()}`)).toBe(true);
    expect(isValidEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae')).toBe(false);
    expect(isValidEvmAddress('tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb')).toBe(false);
  });
});

describe('personal_sign signatures', () => {
  it('recovers the address of a known web3.js signature', () => {
    const signature =
      '0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c';
    expect(recoverPersonalSignAddress('Some data', signature)).toBe(
      '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23',
    );
  });

  it('verifies a fresh key signing, and rejects another message, another key or a mangled signature', () => {
    const wallet = testWallet();
    const other = testWallet();
    const signature = wallet.sign('Link me');

    expect(isPersonalSignatureOf(wallet.address, 'Link me', signature)).toBe(true);
    expect(isPersonalSignatureOf(wallet.address.toLowerCase(), 'Link me', signature)).toBe(true);
    expect(isPersonalSignatureOf(wallet.address, 'Link me too', signature)).toBe(false);
    expect(isPersonalSignatureOf(other.address, 'Link me', signature)).toBe(false);
    expect(isPersonalSignatureOf(wallet.address, 'Link me', `${signature.slice(0, -2)}1d`)).toBe(false);
    expect(isPersonalSignatureOf(wallet.address, 'Link me', signature.slice(0, -2))).toBe(false);
    expect(isPersonalSignatureOf(wallet.address, 'Link me', 'not a signature')).toBe(false);
  });
});
