import { describe, expect, it } from 'vitest';
import { featureFlagsSchema } from '../../../shared/api/schemas/catalog';
import {
  defaultFlags,
  demoFlags,
  flagNames,
  parseFlagOverrides,
  resolveFlags,
} from '../../../shared/domain/flags';

describe('feature flags', () => {
  it('enables the features the spec enables by default', () => {
    for (const name of [
      'marketplaceEnabled',
      'withdrawEnabled',
      'cryptoPayoutEnabled',
      'exportEnabled',
      'offersEnabled',
      'onePassEnabled',
      'notificationsEnabled',
      'payWithCreditCardEnabled',
      'payWithPrepaidBalanceEnabled',
      'payWithMarketplaceCreditEnabled',
      'payWithCryptoEnabled',
      'bidWithCreditCardEnabled',
      'faqEnabled',
    ] as const) {
      expect(defaultFlags[name], name).toBe(true);
    }
  });

  it('disables the features the spec disables by default', () => {
    for (const name of [
      'fusionEnabled',
      'walletConnectEnabled',
      'walletConnectTestnetsEnabled',
      'storefrontEnabled',
      'creatorsEnabled',
      'yearReportEnabled',
      'onRampCheckoutEnabled',
      'googleAuthEnabled',
      'errorReportingEnabled',
      'instagramLoginEnabled',
    ] as const) {
      expect(defaultFlags[name], name).toBe(false);
    }
    expect(flagNames).toHaveLength(23);
  });

  it('turns every flag on in the demo profile', () => {
    expect(flagNames.every((name) => demoFlags[name])).toBe(true);
    expect(featureFlagsSchema.parse(demoFlags)).toEqual(demoFlags);
    expect(featureFlagsSchema.safeParse({ ...defaultFlags, fusionEnabled: 'yes' }).success).toBe(false);
  });

  it('parses overrides from an environment string', () => {
    expect(parseFlagOverrides('fusionEnabled=true,storefrontEnabled=false')).toEqual({
      fusionEnabled: true,
      storefrontEnabled: false,
    });
    expect(parseFlagOverrides(' creatorsEnabled = TRUE , offersEnabled=0 ')).toEqual({
      creatorsEnabled: true,
      offersEnabled: false,
    });
    expect(parseFlagOverrides('fusionEnabled')).toEqual({ fusionEnabled: true });
    expect(parseFlagOverrides('')).toEqual({});
    expect(parseFlagOverrides(undefined)).toEqual({});
  });

  it('rejects unknown flags and non-boolean values, naming the flag', () => {
    expect(() => parseFlagOverrides('fusionEnabled=true,teleportEnabled=true')).toThrow(/teleportEnabled/);
    expect(() => parseFlagOverrides('fusionEnabled=maybe')).toThrow(/fusionEnabled/);
    expect(() => parseFlagOverrides('fusionEnabled=')).toThrow(/fusionEnabled/);
  });

  it('applies overrides over the defaults', () => {
    const flags = resolveFlags('fusionEnabled=true,marketplaceEnabled=false');
    expect(flags.fusionEnabled).toBe(true);
    expect(flags.marketplaceEnabled).toBe(false);
    expect(flags.offersEnabled).toBe(true);
    expect(defaultFlags.fusionEnabled).toBe(false);
  });
});
