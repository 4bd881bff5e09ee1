export * from './login-guard';
export * from './members';
export * from './merchant-config';
export * from './merchants';
export * from './seed-marker';
export * from './server-keys';
export * from './sessions';
