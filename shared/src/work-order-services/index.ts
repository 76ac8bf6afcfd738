export * from './messages';
export * from './split';
export * from './description';
export * from './rules';
export * from './schemas';
