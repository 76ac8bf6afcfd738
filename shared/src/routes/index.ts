export * from './distance';
export { routeLength, type RouteFrame } from './model';
export { EXACT_LIMIT } from './exact';
export * from './optimize';
export * from './schemas';
