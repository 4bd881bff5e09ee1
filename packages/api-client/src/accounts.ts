export * from './contract/accounts';
