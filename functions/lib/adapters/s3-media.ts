import type { S3Client } from '@aws-sdk/client-s3';
import type {
  AwsCredentialIdentity,
  AwsCredentialIdentityProvider,
  ChecksumConstructor,
  HashConstructor,
} from '@smithy/types';
import type { MediaAccess, MediaPort } from '../ports/media';

/** CloudFront forwards /media/<key> unchanged, so a media key lives at media/<key> in the bucket. */
export const MEDIA_KEY_PREFIX = 'media/';
/** Private media (vault content) lives outside media/, where CloudFront never reads: only presigned URLs reach it. */
export const PRIVATE_MEDIA_KEY_PREFIX = 'private/';

const prefixOf: Record<MediaAccess, string> = { public: MEDIA_KEY_PREFIX, private: PRIVATE_MEDIA_KEY_PREFIX };

/** Media in the S3 bucket that CloudFront serves under MEDIA_BASE_URL; the bucket is checked when first used. */
export function s3Media(bucketName: string | undefined, s3Client?: S3Client): MediaPort {
  // The client module loads when first used, not when the Lambda starts (as in ./aws.ts).
  const sdk = async () => {
    const module = await import('@aws-sdk/client-s3');
    s3Client ??= new module.S3Client({});
    return { ...module, client: s3Client };
  };
  const bucket = () => {
    if (!bucketName) throw new Error('MEDIA_BUCKET_NAME must be set');
    return bucketName;
  };
  return {
    async put(key, body, contentType, access = 'public') {
      const { client, PutObjectCommand } = await sdk();
      await client.send(
        new PutObjectCommand({
          Bucket: bucket(),
          Key: prefixOf[access] + key,
          Body: body,
          ContentType: contentType,
          CacheControl: access === 'public' ? 'public, max-age=86400' : 'private, no-store',
        }),
      );
    },
    async exists(key, access = 'public') {
      const { client, HeadObjectCommand, S3ServiceException } = await sdk();
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket(), Key: prefixOf[access] + key }));
        return true;
      } catch (error) {
        // HeadObject has no body, so a missing key arrives as a bare 404 (name 'NotFound').
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async signedUrl(key, expiresInSeconds) {
      const { client } = await sdk();
      return presignS3Get({
        hostname: `${bucket()}.s3.${await client.config.region()}.amazonaws.com`,
        key: PRIVATE_MEDIA_KEY_PREFIX + key,
        region: await client.config.region(),
        credentials: client.config.credentials,
        sha256: client.config.sha256,
        expiresInSeconds,
      });
    },
    async presignedUpload(key, upload) {
      const { client } = await sdk();
      const region = await client.config.region();
      const headers = { 'content-type': upload.contentType, 'content-length': String(upload.size) };
      const url = await presignS3Put(
        {
          hostname: `${bucket()}.s3.${region}.amazonaws.com`,
          key: MEDIA_KEY_PREFIX + key,
          region,
          credentials: client.config.credentials,
          sha256: client.config.sha256,
          expiresInSeconds: upload.expiresInSeconds,
        },
        headers,
      );
      // The browser sets Content-Length itself; only the type is the caller's to send.
      return { url, headers: { 'Content-Type': upload.contentType } };
    },
  };
}

interface PresignInput {
  /** The bucket's virtual-hosted endpoint, e.g. `<bucket>.s3.<region>.amazonaws.com`. */
  hostname: string;
  key: string;
  region: string;
  credentials: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  sha256: ChecksumConstructor | HashConstructor;
  expiresInSeconds: number;
  signingDate?: Date;
}

/**
 * A presigned request of an object (SigV4 query authentication, as @aws-sdk/s3-request-presigner signs it) with the
 * SDK's own signer; @smithy/* comes with the runtime's SDK, like the clients (see infra's lambda-function.ts).
 * `headers` are signed: the caller must send them as given.
 */
async function presignS3(
  input: PresignInput,
  method: 'GET' | 'PUT',
  headers: Record<string, string> = {},
): Promise<string> {
  const { SignatureV4 } = await import('@smithy/signature-v4');
  const signer = new SignatureV4({
    service: 's3',
    region: input.region,
    credentials: input.credentials,
    sha256: input.sha256,
    // S3 signs the path as sent, each segment escaped once.
    uriEscapePath: false,
  });
  const { hostname } = input;
  const path = `/${input.key.split('/').map(encodeURIComponent).join('/')}`;
  const presigned = await signer.presign(
    {
      method,
      protocol: 'https:',
      hostname,
      path,
      query: {},
      // A presigned request carries no payload hash header: the canonical request says UNSIGNED-PAYLOAD.
      headers: { ...headers, host: hostname, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    },
    {
      expiresIn: input.expiresInSeconds,
      signingDate: input.signingDate,
      unhoistableHeaders: new Set(['x-amz-content-sha256', ...Object.keys(headers)]),
      unsignableHeaders: new Set(['x-amz-content-sha256']),
    },
  );
  const query = new URLSearchParams(presigned.query as Record<string, string>).toString();
  return `https://${hostname}${path}?${query}`;
}

/** A presigned GET of an object. */
export const presignS3Get = (input: PresignInput): Promise<string> => presignS3(input, 'GET');

/** A presigned PUT of an object: the uploader must send exactly these content type and length headers. */
export const presignS3Put = (input: PresignInput, headers: Record<string, string>): Promise<string> =>
  presignS3(input, 'PUT', headers);
