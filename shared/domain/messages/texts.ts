// Every text of ./index.ts's `messages`, a module per area.
export * from './account-fields';
export * from './auctions';
export * from './crypto';
export * from './empty-states';
export * from './errors';
export * from './fusion';
export * from './general';
export * from './identity';
export * from './market';
export * from './owned-items';
export * from './payments';
export * from './toasts';
export * from './withdrawals';
