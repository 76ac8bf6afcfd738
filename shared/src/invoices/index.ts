export * from './enums';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './statements';
