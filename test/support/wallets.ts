import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { personalMessageHash, toChecksumAddress } from '../../functions/domain/wallet-signature';

/** A wallet with a real secp256k1 key made for the test, signing as MetaMask's personal_sign does. */
export function testWallet() {
  const secretKey = secp256k1.utils.randomSecretKey();
  const publicKey = secp256k1.getPublicKey(secretKey, false);
  const address = toChecksumAddress(`0x${bytesToHex(keccak_256(publicKey.slice(1)).slice(-20))}`);
  return {
    address,
    /** r || s || v with v = 27 + recovery, the Ethereum encoding. */
    sign(message: string): string {
      const signed = secp256k1.sign(personalMessageHash(message), secretKey, {
        prehash: false,
        format: 'recovered',
      });
      const recovery = signed[0] ?? 0;
      return `0x${bytesToHex(signed.slice(1))}${(27 + recovery).toString(16)}`;
    },
  };
}
