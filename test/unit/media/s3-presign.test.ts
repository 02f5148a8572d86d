import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import type { SourceData } from '@smithy/types';
import { describe, expect, it } from 'vitest';
import { presignS3Get } from '../../../functions/lib/adapters/s3-media';

const bytesOf = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** SHA-256 (or its HMAC with a secret) as the SDK's signer takes it; the runtime's SDK passes @smithy/hash-node's. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: SourceData) {
    this.hash.update(bytesOf(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

describe('presignS3Get', () => {
  // The example of AWS's 'Authenticating Requests: Using Query Parameters (AWS Signature Version 4)'.
  it("signs AWS's documented example to its documented signature", async () => {
    const url = new URL(
      await presignS3Get({
        hostname: 'examplebucket.s3.amazonaws.com',
        key: 'test.txt',
        region: 'us-east-1',
        credentials: {
          accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
          secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        },
        sha256: Sha256,
        expiresInSeconds: 86400,
        signingDate: new Date('2013-05-24T00:00:00Z'),
      }),
    );
    expect(url.origin + url.pathname).toBe('https://examplebucket.s3.amazonaws.com/test.txt');
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('86400');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});
