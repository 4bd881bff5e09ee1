// What the load rows need besides the demo data, written with bulk SQL before the server starts:
// 1,000 players of merchant ph, each with a funded main wallet and a live launch token of the demo
// game, and In Process deposit requests for the operator to approve.

export const WALLETS = 1_000;
/** The seeded players' password (the hash is demo01's). */
export const WALLET_PASSWORD = 'Demo1234';

export const walletUsername = (n) => `benchwallet${String(n).padStart(4, '0')}`;
export const walletToken = (n) => `bench-launch-token-${n}`;

/** The statements, in order; `pendingDeposits` sets how many requests wait for approval. */
export const walletSeedSql = ({ pendingDeposits }) => [
  `insert into members (merchant_id, username, password_hash, type, nickname, customer_id, currency, created_at)
   select m.id, 'benchwallet' || lpad(n::text, 4, '0'), d.password_hash, 0, 'Bench Wallet ' || n,
     'BW' || lpad(n::text, 8, '0'), m.currency, now() - interval '40 days'
   from merchants m join members d on d.merchant_id = m.id and d.username = 'demo01',
     generate_series(1, ${WALLETS}) n
   where m.code = 'ph'`,
  `insert into wallet_accounts (member_id, wallet, currency, balance)
   select id, 'MAIN', currency, 100000000 from members where username like 'benchwallet%'`,
  // The demo game: the first RNG game, as the player site's demo launch picks it.
  `insert into game_launches (token_hash, member_id, game_id, language, device, created_at, expires_at)
   select encode(sha256(convert_to('bench-launch-token-' || substr(m.username, 12)::int, 'UTF8')), 'hex'),
     m.id, g.id, 'EN', 'PC', now(), now() + interval '1 day'
   from members m, (select id from games where game_type = 'RNG' and is_game = 'GAME' order by id limit 1) g
   where m.username like 'benchwallet%'`,
  `insert into deposits (merchant_id, member_id, channel_id, amount, status, reference, request_id, created_at)
   select m.merchant_id, m.id, c.id, 10000, 'IN_PROCESS', 'BENCH' || n, 'bench-' || n, now()
   from generate_series(1, ${pendingDeposits}) n
   join members m on m.username = 'benchwallet' || lpad((1 + n % ${WALLETS})::text, 4, '0'),
   lateral (select id from deposit_channels where merchant_id = m.merchant_id order by id limit 1) c`,
];

/** The ids of the seeded requests, oldest first. */
export const pendingDepositIdsSql = `select id from deposits where reference like 'BENCH%' and status = 'IN_PROCESS' order by id`;
