export * from './currency';
export * from './dates';
export * from './numeric';
export * from './percent';
export * from './phone';
export * from './time';
export * from './zip';
