export * from './admin';
export * from './endpoint';
export * from './fields';
export * from './member';
export * from './session';
export * from './system';
