export * from './messages';
export * from './fields';
export * from './revisions';
export * from './schemas';
export * from './csv';
export * from './sync';
