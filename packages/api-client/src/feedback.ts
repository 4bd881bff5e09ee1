export * from './contract/feedback';
