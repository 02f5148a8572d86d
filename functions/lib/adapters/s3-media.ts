import type { S3Client } from '@aws-sdk/client-s3';
import type { MediaPort } from '../ports/media';

/** CloudFront forwards /media/<key> unchanged, so a media key lives at media/<key> in the bucket. */
export const MEDIA_KEY_PREFIX = 'media/';

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
    async put(key, body, contentType) {
      const { client, PutObjectCommand } = await sdk();
      await client.send(
        new PutObjectCommand({
          Bucket: bucket(),
          Key: MEDIA_KEY_PREFIX + key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=86400',
        }),
      );
    },
    async exists(key) {
      const { client, HeadObjectCommand, S3ServiceException } = await sdk();
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket(), Key: MEDIA_KEY_PREFIX + key }));
        return true;
      } catch (error) {
        // HeadObject has no body, so a missing key arrives as a bare 404 (name 'NotFound').
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw error;
      }
    },
  };
}
