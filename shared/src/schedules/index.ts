export * from './schemas';
export * from './lifecycle';
export * from './daily';
export * from './dates';
export * from './edit';
export * from './work-orders';
export * from './costs';
export * from './build';
