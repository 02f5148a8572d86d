import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { requireCreator } from '../../domain/storefront/access';
import { presignMediaUpload } from '../../domain/storefront/media-upload';
import { endpoint } from '../../lib/http';

/** POST /storefront/media-upload-url: a presigned upload of an NFT's media file. */
export const createStorefrontMediaUploadUrl = endpoint(
  storefrontRoutes.createStorefrontMediaUploadUrl,
  async (deps, { user, body }) => {
    const creator = await requireCreator(deps, user.uuid);
    const upload = await presignMediaUpload(deps, creator, body.content_type, body.size);
    return { upload_url: upload.url, media_key: upload.key, headers: upload.headers };
  },
);
