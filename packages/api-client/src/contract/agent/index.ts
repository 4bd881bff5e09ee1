// The agent center's wire (R2.104-R2.117, R6.10-R6.19, R7.56-R7.59), behind `@lobbykit/api-client/agent`.
export * from './common';
export * from './contracts';
export * from './reports';
export * from './settings';
export * from './team';
