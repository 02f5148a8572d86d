import type { FeatureFlags, FlagName } from '../../../../shared/domain/flags';
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Shown only when this flag is on. */
  flag?: FlagName;
}

export const visibleItems = (items: readonly NavItem[], flags: FeatureFlags): NavItem[] =>
  items.filter((item) => !item.flag || flags[item.flag]);

/** Header links (spec part 1 §2 'Header and footer'). */
export const headerItems: readonly NavItem[] = [
  { label: 'Discover Creators', to: paths.creators(), flag: 'creatorsEnabled' },
  { label: 'Drops', to: paths.drops() },
  { label: 'Marketplace', to: paths.marketplace(), flag: 'marketplaceEnabled' },
  { label: 'My Collection', to: paths.myCollection() },
  { label: 'About', to: paths.about() },
  { label: 'FAQ', to: paths.faq(), flag: 'faqEnabled' },
];

export const footerColumns: readonly { title: string; items: readonly NavItem[] }[] = [
  {
    title: 'Explore',
    items: [
      { label: 'Drops', to: paths.drops() },
      { label: 'Marketplace', to: paths.marketplace(), flag: 'marketplaceEnabled' },
      { label: 'Discover Creators', to: paths.creators(), flag: 'creatorsEnabled' },
      { label: 'Tezos', to: paths.tezos() },
      { label: 'Vault', to: paths.vault() },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: 'About', to: paths.about() },
      { label: 'FAQ', to: paths.faq(), flag: 'faqEnabled' },
      { label: 'Contact', to: paths.contact() },
      { label: 'Drop Rules', to: paths.dropRules() },
    ],
  },
  {
    title: 'My Account',
    items: [
      { label: 'My Collection', to: paths.myCollection() },
      { label: 'Order History', to: paths.accountOrderHistory() },
      { label: 'Payment Methods', to: paths.paymentMethods() },
      { label: 'Settings', to: paths.settings() },
    ],
  },
];
