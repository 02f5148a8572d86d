import type { MediaUploadUrlBody } from '../../../../../shared/api/schemas/storefront';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /api/storefront/media-upload-url, then the file PUT to the presigned URL it answers (S3 in AWS, the local
 * media server locally): answers the media key a draft names.
 */
export async function uploadMedia(file: File): Promise<string> {
  const target = await apiSend(
    'createStorefrontMediaUploadUrl',
    { body: { content_type: file.type as MediaUploadUrlBody['content_type'], size: file.size } },
    { toastErrors: false },
  );
  const response = await fetch(target.upload_url, { method: 'PUT', headers: target.headers, body: file });
  if (!response.ok) throw new Error('The upload failed. Please try again.');
  return target.media_key;
}
