// What every page needs: sessions, the member, system and startup reads, the balance.
export * from './endpoint';
export * from './fields';
export * from './member';
export * from './money';
export * from './session';
export * from './system';
export * from './wallet';
