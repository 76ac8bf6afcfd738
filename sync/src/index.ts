export * from './protocol';
export * from './store';
export * from './engine-types';
export { createSyncEngine } from './engine';
export { memoryStore } from './memory-store';
export { applyPull, applyPullPage } from './pull-rules';
export { applyPushResult } from './push-rules';
export { isPermanent } from './blobs';
