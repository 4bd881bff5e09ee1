export * from './contract/chat';
