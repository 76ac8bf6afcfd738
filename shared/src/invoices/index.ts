export * from './enums';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './documents';
export * from './payments';
export * from './statements';
