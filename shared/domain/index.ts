export * from './constants';
export * from './enums';
export * from './flags';
export * from './geo';
export * from './messages';
