// Account features beyond logging in (registration, its rules and patterns, SMS codes, passwords),
// behind their own entry (`@lobbykit/api-client/accounts`) so the runtime chunk does not carry them.
export * from './firebase-sms';
export * from './login-proof';
export * from './passwords';
export * from './patterns';
export * from './register';
export * from './slider';
export * from './sms-login';
export * from './social-sign-in';
