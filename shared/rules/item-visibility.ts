import type { ProcessStatus } from '../domain/enums';

/**
 * Why an owned item's visibility cannot change now (spec part 1 §4, part 2 §6: only while resale is allowed and
 * the item is not listed; a listed item stays public), or null when it can. `listed` comes from the item's
 * listing, so listings plug in without changing the rule.
 */
export type VisibilityLock = 'resell_not_allowed' | 'listed';

export function visibilityLock(item: { resellAllowed: boolean; listed: boolean }): VisibilityLock | null {
  if (!item.resellAllowed) return 'resell_not_allowed';
  if (item.listed) return 'listed';
  return null;
}

/** Whether the owner sees the toggle at all: with offers on and the item not exported (part 1 §4). */
export const showsVisibilityToggle = (context: { offersEnabled: boolean; exportStatus: ProcessStatus }) =>
  context.offersEnabled && context.exportStatus !== 'completed';
