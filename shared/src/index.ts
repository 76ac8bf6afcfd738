export * from './claims';
export * from './enums';
export * from './messages';
export * from './roles';
export * from './platform/http';
export * from './auth/schemas';
