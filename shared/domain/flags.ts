/**
 * Feature flags with the defaults of spec part 2 §9. The flag names of part 1 §3 are kept; the others are
 * camelCase names for the features §9 lists. Served to the web; the local demo profile turns every flag on.
 */
export const defaultFlags = {
  // Enabled by default
  marketplaceEnabled: true,
  withdrawEnabled: true,
  cryptoPayoutEnabled: true,
  exportEnabled: true,
  offersEnabled: true,
  onePassEnabled: true,
  notificationsEnabled: true,
  payWithCreditCardEnabled: true,
  payWithPrepaidBalanceEnabled: true,
  payWithMarketplaceCreditEnabled: true,
  payWithCryptoEnabled: true,
  bidWithCreditCardEnabled: true,
  faqEnabled: true,
  // Disabled by default
  fusionEnabled: false,
  walletConnectEnabled: false,
  walletConnectTestnetsEnabled: false,
  storefrontEnabled: false,
  creatorsEnabled: false,
  yearReportEnabled: false,
  onRampCheckoutEnabled: false,
  googleAuthEnabled: false,
  // The Instagram login route exists only behind this flag (the issue: 'placeholder only if the flag is on').
  instagramLoginEnabled: false,
  errorReportingEnabled: false,
} as const satisfies Record<string, boolean>;

export type FlagName = keyof typeof defaultFlags;
export type FeatureFlags = Record<FlagName, boolean>;

export const flagNames = Object.keys(defaultFlags) as FlagName[];

/** The local demo profile: every feature on. */
export const demoFlags: FeatureFlags = Object.fromEntries(
  flagNames.map((name) => [name, true]),
) as FeatureFlags;

const isFlagName = (name: string): name is FlagName => Object.hasOwn(defaultFlags, name);

const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);
const FALSE_VALUES = new Set(['false', '0', 'off', 'no']);

/**
 * Reads overrides such as 'fusionEnabled=true,storefrontEnabled=false' (the FEATURE_FLAGS variable).
 * Entries are separated by commas (or semicolons, new lines); a bare name means true. Unknown names and values that are
 * not booleans fail with an error naming the flag.
 */
export function parseFlagOverrides(text: string | undefined): Partial<FeatureFlags> {
  const overrides: Partial<FeatureFlags> = {};
  for (const entry of (text ?? '').split(/[,;\n]/).map((part) => part.trim())) {
    if (entry === '') continue;
    const [rawName = '', rawValue = 'true', ...rest] = entry.split('=');
    const name = rawName.trim();
    const raw = rest.length > 0 ? `${rawValue}=${rest.join('=')}` : rawValue.trim().toLowerCase();
    if (!isFlagName(name)) {
      throw new Error(`Unknown feature flag: ${name}. Known flags: ${flagNames.join(', ')}`);
    }
    if (TRUE_VALUES.has(raw)) overrides[name] = true;
    else if (FALSE_VALUES.has(raw)) overrides[name] = false;
    else throw new Error(`Invalid value for feature flag ${name}: '${raw}' (expected true or false)`);
  }
  return overrides;
}

/** Defaults (or another base) with the overrides of `text` applied. */
export const resolveFlags = (text: string | undefined, base: FeatureFlags = defaultFlags): FeatureFlags => ({
  ...base,
  ...parseFlagOverrides(text),
});
