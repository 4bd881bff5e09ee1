export * from './contract/agent/index';
