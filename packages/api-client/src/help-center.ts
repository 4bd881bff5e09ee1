export * from './contract/help-center';
