import { describe, expect, it } from 'vitest';
import { showsVisibilityToggle, visibilityLock } from '../../../shared/rules/item-visibility';

describe('visibilityLock', () => {
  it('lets the owner change visibility only while resale is allowed and the item is not listed', () => {
    expect(visibilityLock({ resellAllowed: true, listed: false })).toBeNull();
    expect(visibilityLock({ resellAllowed: true, listed: true })).toBe('listed');
    expect(visibilityLock({ resellAllowed: false, listed: false })).toBe('resell_not_allowed');
    // Resale comes first: its denial is the one the owner can act on.
    expect(visibilityLock({ resellAllowed: false, listed: true })).toBe('resell_not_allowed');
  });
});

describe('showsVisibilityToggle', () => {
  it('shows the toggle with offers on, unless the item was exported', () => {
    expect(showsVisibilityToggle({ offersEnabled: true, exportStatus: 'not_initiated' })).toBe(true);
    expect(showsVisibilityToggle({ offersEnabled: true, exportStatus: 'pending' })).toBe(true);
    expect(showsVisibilityToggle({ offersEnabled: true, exportStatus: 'completed' })).toBe(false);
    expect(showsVisibilityToggle({ offersEnabled: false, exportStatus: 'not_initiated' })).toBe(false);
  });
});
