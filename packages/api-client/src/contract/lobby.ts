// The games lobby's endpoints, behind their own entry (`@lobbykit/api-client/lobby`) so the
// runtime chunk of a page that only logs in does not carry their schemas.
export * from './announcements';
export * from './favourites';
export * from './games';
export * from './launch';
export * from './lottery';
export * from './recent-games';
export * from './relay-games';
export * from './seamless';
export * from './winners';
