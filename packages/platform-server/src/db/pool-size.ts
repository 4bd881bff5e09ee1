// How many PostgreSQL connections one server process keeps (LOBBYKIT_PG_POOL_SIZE, README).

/**
 * The default. Every money call holds a connection for its transaction (begin, lock, write,
 * commit), so concurrent bets on different wallets queue for one beyond this; more only helps
 * while the database has cores to run them.
 */
export const DEFAULT_POOL_SIZE = 20;
/** The most LOBBYKIT_PG_POOL_SIZE accepts: PostgreSQL's own max_connections bounds it anyway. */
export const MAX_POOL_SIZE = 500;
