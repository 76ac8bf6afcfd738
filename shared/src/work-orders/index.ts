export * from './list';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './corrections';
export * from './report';
