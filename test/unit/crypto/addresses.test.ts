import { describe, expect, it } from 'vitest';
import {
  base58CheckDecode,
  base58CheckEncode,
  base58Decode,
  base58Encode,
} from '../../../functions/domain/crypto/addresses/base58';
import {
  bech32Encode,
  convertBits,
  segwitAddressDecode,
  segwitAddressEncode,
} from '../../../functions/domain/crypto/addresses/bech32';
import { isValidBitcoinAddress } from '../../../functions/domain/crypto/addresses/bitcoin';
import { canonicalAddress, isValidAddressFor } from '../../../functions/domain/crypto/addresses/index';
import { encodeTezosAddress, isValidTezosAddress } from '../../../functions/domain/crypto/addresses/tezos';

/** Changes one character to another of the same alphabet, so only the checksum can catch it. */
const corrupt = (address: string, at: number, alphabet: string) => {
  const current = address[at] ?? '';
  const replacement = [...alphabet].find(
    (char) => char !== current && char.toLowerCase() !== current.toLowerCase(),
  );
  return `${address.slice(0, at)}${replacement}${address.slice(at + 1)}`;
};
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

describe('Base58Check', () => {
  it('round-trips bytes, leading zeros included', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255, 128]);
    expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
    expect(base58Encode(Uint8Array.from([0, 0]))).toBe('11');
    expect(base58CheckDecode(base58CheckEncode(bytes))).toEqual(bytes);
  });

  it('refuses characters outside the alphabet and a wrong checksum', () => {
    expect(base58Decode('0OIl')).toBeUndefined();
    expect(base58CheckDecode('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBeUndefined();
  });
});

describe('Ethereum, Polygon and USDC addresses', () => {
  // EIP-55's own examples.
  const checksummed = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it('takes EIP-55 checksummed, all-lower and all-upper addresses on every Ethereum-network coin', () => {
    for (const address of checksummed) {
      for (const coin of ['ETH', 'USDC', 'MATIC'] as const)
        expect(isValidAddressFor(coin, address)).toBe(true);
      expect(isValidAddressFor('ETH', address.toLowerCase())).toBe(true);
      expect(isValidAddressFor('ETH', `0x${address.slice(2).toUpperCase()}`)).toBe(true);
    }
  });

  it('refuses a mixed-case address with one letter in the wrong case, and malformed ones', () => {
    const flipped = checksummed.map((address) => {
      const at = [...address].findIndex((char, i) => i > 1 && /[a-f]/i.test(char));
      const char = address[at] ?? '';
      const swapped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
      return `${address.slice(0, at)}${swapped}${address.slice(at + 1)}`;
    });
    for (const address of flipped) expect(isValidAddressFor('ETH', address), address).toBe(false);
    expect(isValidAddressFor('ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
    expect(isValidAddressFor('ETH', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isValidAddressFor('ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg')).toBe(false);
  });
});

describe('Tezos addresses', () => {
  const valid = [
    'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
    'tz1burnburnburnburnburnburnburjAYjjX',
    'KT1PWx2mnDueood7fEmfbBDKx1D9BAnnXitn',
  ];

  it('takes tz1, tz2, tz3 and KT1 addresses with the right checksum', () => {
    for (const address of valid) expect(isValidAddressFor('XTZ', address), address).toBe(true);
    const hash = Uint8Array.from({ length: 20 }, (_, i) => i * 7);
    for (const kind of ['tz1', 'tz2', 'tz3', 'KT1'] as const) {
      const address = encodeTezosAddress(kind, hash);
      expect(address.startsWith(kind), address).toBe(true);
      expect(address).toHaveLength(36);
      expect(isValidTezosAddress(address), address).toBe(true);
    }
  });

  it('refuses a changed character, a wrong prefix, a short hash and other networks', () => {
    for (const address of valid) {
      for (const at of [5, 20, 35]) expect(isValidTezosAddress(corrupt(address, at, BASE58))).toBe(false);
    }
    // A valid Base58Check string with a tz1 look but other prefix bytes (a Bitcoin address).
    expect(isValidTezosAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    // Right prefix, 19-byte hash.
    expect(
      isValidTezosAddress(base58CheckEncode(Uint8Array.from([6, 161, 159, ...new Array(19).fill(1)]))),
    ).toBe(false);
    expect(isValidTezosAddress('tz4VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb')).toBe(false);
    expect(isValidAddressFor('XTZ', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });
});

describe('Bitcoin addresses', () => {
  const base58Valid = [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // P2PKH (the genesis block)
    '1BitcoinEaterAddressDontSendf59kuE', // P2PKH
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
  ];
  // BIP-173 (v0) and BIP-350 (v1+) examples for mainnet.
  const segwitValid = [
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    'BC1SW50QGDZ25J',
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ];
  // BIP-350's invalid mainnet examples: wrong checksum kind for the version, bad padding, bad lengths.
  const segwitInvalid = [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', // v1 with a Bech32 checksum
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', // v16 with a Bech32 checksum
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', // v0 with a Bech32m checksum
    'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', // invalid character
    'bc1pw5dgrnzv', // program too short
    'bc1r0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // ... version 3 with a v1 checksum
    'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', // v0 with a 16-byte program
    'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', // non-zero padding
    'bc1gmk9yu', // empty program
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'.toUpperCase().replace('C1Q', 'c1Q'), // mixed case
  ];

  it('takes Base58Check P2PKH and P2SH, and SegWit v0 (Bech32) and v1+ (Bech32m)', () => {
    for (const address of [...base58Valid, ...segwitValid]) {
      expect(isValidAddressFor('BTC', address), address).toBe(true);
    }
  });

  it('refuses the BIP-350 invalid examples and changed characters', () => {
    for (const address of segwitInvalid) expect(isValidBitcoinAddress(address), address).toBe(false);
    for (const address of base58Valid) {
      expect(isValidBitcoinAddress(corrupt(address, 10, BASE58)), address).toBe(false);
    }
    for (const address of segwitValid.map((a) => a.toLowerCase())) {
      expect(isValidBitcoinAddress(corrupt(address, 8, BECH32)), address).toBe(false);
    }
    // Testnet and other version bytes are not mainnet addresses.
    expect(isValidBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false);
    expect(isValidBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(false);
    expect(isValidAddressFor('BTC', 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb')).toBe(false);
  });

  it('demands Bech32 for v0 and Bech32m for v1+, with the lengths each allows', () => {
    const words = (bytes: number) => convertBits(new Array(bytes).fill(7), 8, 5, true) ?? [];
    expect(isValidBitcoinAddress(bech32Encode('bc', [0, ...words(20)], 'bech32'))).toBe(true);
    expect(isValidBitcoinAddress(bech32Encode('bc', [0, ...words(20)], 'bech32m'))).toBe(false);
    expect(isValidBitcoinAddress(bech32Encode('bc', [1, ...words(32)], 'bech32m'))).toBe(true);
    expect(isValidBitcoinAddress(bech32Encode('bc', [1, ...words(32)], 'bech32'))).toBe(false);
    expect(isValidBitcoinAddress(bech32Encode('bc', [0, ...words(16)], 'bech32'))).toBe(false);
    expect(isValidBitcoinAddress(bech32Encode('bc', [2, ...words(41)], 'bech32m'))).toBe(false);
    expect(isValidBitcoinAddress(bech32Encode('bc', [17, ...words(20)], 'bech32m'))).toBe(false);
    expect(isValidBitcoinAddress(bech32Encode('tb', [0, ...words(20)], 'bech32'))).toBe(false);
  });

  it('round-trips SegWit programs', () => {
    const program = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);
    for (const version of [0, 1, 16]) {
      const address = segwitAddressEncode('bc', version, program);
      expect(segwitAddressDecode('bc', address)).toEqual({ version, program });
    }
  });
});

describe('canonical address spelling', () => {
  it('lowers case-insensitive addresses and keeps Base58 ones', () => {
    expect(canonicalAddress('USDC', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    );
    expect(canonicalAddress('BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    );
    expect(canonicalAddress('XTZ', 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb')).toBe(
      'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
    );
  });
});

// What the swap to @scure/base keeps (docs/architecture.md, 'Libraries over hand-written code').
describe('Base58Check and SegWit edge cases', () => {
  it('refuses other characters, a cut string and an empty payload', () => {
    const valid = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
    expect(base58CheckDecode(valid)?.length).toBe(21);
    for (const text of [
      `${valid.slice(0, 10)}0${valid.slice(11)}`,
      `${valid} `,
      valid.slice(0, -1),
      '',
      '1111',
    ]) {
      expect(base58CheckDecode(text), text).toBeUndefined();
    }
    // The checksum of nothing is well-formed Base58Check, but it carries no payload.
    expect(base58CheckEncode(new Uint8Array(0))).toBe('3QJmnh');
    expect(base58CheckDecode('3QJmnh')).toBeUndefined();
  });

  it("encodes BIP-173's example program and refuses another network and more than 90 characters", () => {
    const program = Uint8Array.from(Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex'));
    expect(segwitAddressEncode('bc', 0, program)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(segwitAddressDecode('tb', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeUndefined();
    // A well-formed v0 address but for its length: a 60-character human-readable part.
    const hrp = 'a'.repeat(60);
    const long = bech32Encode(hrp, [0, ...(convertBits([...program], 8, 5, true) ?? [])], 'bech32');
    expect(long.length).toBeGreaterThan(90);
    expect(segwitAddressDecode(hrp, long)).toBeUndefined();
  });
});
