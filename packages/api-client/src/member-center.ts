export * from './contract/member-center/index';
