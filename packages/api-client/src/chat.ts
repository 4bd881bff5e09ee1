export * from './contract/chat';
export { openStream, type StreamCaller } from './stream';
