export * from './contract/lobby';
