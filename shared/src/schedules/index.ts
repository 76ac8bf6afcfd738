export * from './schemas';
export * from './lifecycle';
export * from './daily';
