import { EXPORT_DELAY_AFTER_PURCHASE_MS } from '../../../shared/domain/constants';
import { PaymentMethod, type ProcessStatus } from '../../../shared/domain/enums';
import type { FeatureFlags } from '../../../shared/domain/flags';
import { fillMessage, messages } from '../../../shared/domain/messages';
import { formatDate } from '../../../shared/format/date';
import { resaleCooldownEnd } from '../../../shared/rules/resale';
import type { NftRecord } from '../../data/nft';
import type { NftItemRecord } from '../../data/nft-item';
import { NftOnCooldownError } from './errors';

export interface DeniedReason {
  title: string;
  description: string;
}

/** The modal codes of part 2 §8: 'Item Not Ready For Resell' and 'NFT On Cool-down'. */
export type ResellDeniedCode = 'resell_not_available' | 'resell_not_available_yet';

/** What the owner of an item may do with it now (part 1 §4-5, part 2 §6). */
export interface OwnerPermissions {
  exportAllowed: boolean;
  exportDeniedReason: DeniedReason | null;
  exportCancellable: boolean;
  /** When the export delay after purchase ends; null once it has. */
  timeToExport: string | null;
  resellAllowed: boolean;
  resellDeniedReason: (DeniedReason & { code: ResellDeniedCode }) | null;
  canGift: boolean;
}

const EXPORT_RUNNING: readonly ProcessStatus[] = ['created', 'started', 'pending'];
/** An export can be cancelled until the provider starts it. */
const EXPORT_CANCELLABLE: readonly ProcessStatus[] = ['created', 'pending'];

const inUtc = (at: Date) => `${formatDate(at, 'UTC')} UTC`;

/** When the card cool-down of the item's purchase ends (part 2 §9: 48 hours); null when paid otherwise or over. */
export function cooldownEnd(item: Pick<NftItemRecord, 'ownedAt' | 'acquisition'>, now: Date): Date | null {
  if (!item.ownedAt) return null;
  const paidByCard = item.acquisition?.lineItem?.method === PaymentMethod.card;
  const end = resaleCooldownEnd(new Date(item.ownedAt), paidByCard);
  return end && end > now ? end : null;
}

const cooldownDescription = (end: Date) => fillMessage(messages.resellCooldown, { date: inUtc(end) });

/**
 * The one cool-down rule for every way an item leaves its owner: a listing, an accepted offer or collection-offer
 * unit, a cart's line, a gift, an export (a sweep skips such listings). Refused 'NFT On Cool-down' with its end.
 */
export function assertOffCooldown(item: Pick<NftItemRecord, 'ownedAt' | 'acquisition'>, now: Date): void {
  const end = cooldownEnd(item, now);
  if (end) throw new NftOnCooldownError(cooldownDescription(end), end, end.getTime() - now.getTime());
}

function exportDenial(item: NftItemRecord, context: PermissionContext, exportFrom: Date | null) {
  if (item.exportStatus === 'completed') return messages.exportCompleted;
  if (EXPORT_RUNNING.includes(item.exportStatus)) return messages.exportInProgress;
  if (item.listing || item.lockedForOrder) return messages.exportListed;
  // Part 2 §6: the e-mails of the exclusion list may export whatever the flag and the delay after purchase.
  if (context.exportExempt) return null;
  if (!context.flags.exportEnabled) return messages.exportDisabled;
  if (exportFrom && exportFrom > context.now)
    return fillMessage(messages.exportNotYet, { date: inUtc(exportFrom) });
  return null;
}

export interface PermissionContext {
  now: Date;
  flags: FeatureFlags;
  /** The owner's e-mail is on the export exclusion list (functions/domain/export/exemption.ts). */
  exportExempt?: boolean;
}

export function ownerPermissions(
  item: NftItemRecord,
  nft: NftRecord,
  context: PermissionContext,
): OwnerPermissions {
  const { now } = context;
  const ownedAt = item.ownedAt ? new Date(item.ownedAt) : null;
  const exportFrom = ownedAt && new Date(ownedAt.getTime() + EXPORT_DELAY_AFTER_PURCHASE_MS);
  const exportDenied = exportDenial(item, context, exportFrom);
  const leftPlatform = item.exportStatus === 'completed' || EXPORT_RUNNING.includes(item.exportStatus);

  const resellFrom = cooldownEnd(item, now);
  let resellDeniedReason: OwnerPermissions['resellDeniedReason'] = null;
  if (!nft.resellAllowed || leftPlatform) {
    resellDeniedReason = {
      code: 'resell_not_available',
      title: messages.itemNotReadyForResell,
      description: leftPlatform ? (exportDenied ?? messages.resellNotAllowed) : messages.resellNotAllowed,
    };
  } else if (resellFrom) {
    resellDeniedReason = {
      code: 'resell_not_available_yet',
      title: messages.nftOnCooldown,
      description: cooldownDescription(resellFrom),
    };
  }

  return {
    exportAllowed: exportDenied === null,
    exportDeniedReason:
      exportDenied === null ? null : { title: messages.itemNotReadyForExport, description: exportDenied },
    exportCancellable: EXPORT_CANCELLABLE.includes(item.exportStatus),
    timeToExport: exportFrom && exportFrom > now ? exportFrom.toISOString() : null,
    resellAllowed: resellDeniedReason === null,
    resellDeniedReason,
    // A listed item, or one locked for a sale or an open gift, cannot be gifted.
    canGift: !leftPlatform && item.listing === null && !item.lockedForOrder,
  };
}

/** A private item is shown to its owner only (part 1 §4: held back from the market until made public). */
export const hiddenFrom = (item: Pick<NftItemRecord, 'owner' | 'visibility'>, viewerUuid: string | null) =>
  item.visibility === 'private' && item.owner !== viewerUuid;
