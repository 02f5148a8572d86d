import type { DrawRegistration } from '../../../../../shared/api/schemas/draws';
import { apiSend } from '../../../lib/api-client';

/** DELETE /api/auction/packs/{id}/draw/registration: withdraws before the close; the hold is released. */
export const withdrawFromDraw = (packId: string): Promise<DrawRegistration> =>
  apiSend('withdrawFromDraw', { params: { id: packId } }, { toastErrors: false });
