export * from './device-signing';
export * from './enums';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './signed-terms';
export * from './links';
export * from './totals';
