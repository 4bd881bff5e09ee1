export * from './contract/points';
