// The team-report budget's data (issue 11): agent benchagent of merchant ph with a 10,000-member
// subtree three levels deep (10 sub-agents, 100 sub-agents under them, 9,890 players under those)
// and 1,000,000 settled bets over the last 30 days, with the ledger entries those bets make (a bet
// entry each, a win entry for each winning round), four approved deposits with their credits and one
// bonus per member. Bulk SQL; the rollup triggers (the bets' and entries' deltas of migration 0027,
// the deposits' member_bet_days, team_bet_days, team_ledger_days) are off while the bets, deposits
// and entries go in, and those rollups are built once after, as migrations 0014, 0016, 0021 and 0026
// build them (the member_ancestors trigger stays on for the 10,000 members).

export const TEAM_AGENT = 'benchagent';
export const TEAM_PASSWORD = 'Agent1234';
export const TEAM_SIZE = 10_000;
export const TEAM_BETS = 1_000_000;
export const TEAM_DAYS = 30;

const level = (depth, count, uplineOf, type) =>
  `insert into members (merchant_id, username, password_hash, type, upline_id, nickname, customer_id, currency, created_at)
   select a.merchant_id, 'benchteam${depth}-' || n, a.password_hash, ${type}, u.id, null,
     'BT${depth}' || lpad(n::text, 7, '0'), a.currency, now() - make_interval(days => 31 + n % 60)
   from members a, generate_series(0, ${count - 1}) n
   join members u on u.username = ${uplineOf}
   where a.username = '${TEAM_AGENT}'`;

/** A timestamp column's day in the merchant's time zone (`m` is the merchants row), as the rollups count days. */
const localDay = (column) =>
  `((${column} at time zone 'UTC') + make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::integer, 0)))::date`;

/** The statements, in order. */
export const teamSeedSql = () => [
  `insert into members (merchant_id, username, password_hash, type, nickname, customer_id, currency, created_at)
   select m.id, '${TEAM_AGENT}', a.password_hash, 1, 'Bench Agent', 'BT00000000', m.currency, now() - interval '100 days'
   from merchants m join members a on a.merchant_id = m.id and a.username = 'agent01' where m.code = 'ph'`,
  level(1, 10, `'${TEAM_AGENT}'`, 1),
  level(2, 100, `'benchteam1-' || n % 10`, 1),
  level(3, TEAM_SIZE - 110, `'benchteam2-' || n % 100`, 0),
  `insert into wallet_accounts (member_id, wallet, currency, balance)
   select id, 'MAIN', currency, 100000 from members where username like 'benchteam%'`,
  // The rollup triggers stay off while the rows go in; the rollups are built once after them.
  'alter table bets disable trigger bets_rollup_deltas',
  'alter table deposits disable trigger deposits_member_bet_days',
  'alter table member_bet_days disable trigger member_bet_days_team_insert',
  'alter table member_bet_days disable trigger member_bet_days_team_update',
  'alter table ledger_entries disable trigger ledger_entries_rollup_deltas',
  'alter table member_ledger_days disable trigger member_ledger_days_team_insert',
  // Bet s: member s mod 10,000, day (s / 10,000) mod 30 before today, a time of day spread by a prime.
  `insert into bets (merchant_id, member_id, game_id, vendor_code, game_type, round_id, currency, stake, win, status, placed_at, settled_at)
   with team as (
     select id, merchant_id, currency, row_number() over (order by id) - 1 as n
     from members where username like 'benchteam%'
   ),
   pool as (
     select id, vendor_code, game_type, row_number() over (order by id) - 1 as n
     from (select * from games where game_type = 'RNG' and is_game = 'GAME' order by id limit 20) g
   ),
   rounds as (
     select s, (array[500, 1000, 2000, 5000, 10000, 20000])[1 + s % 6] as stake,
       date_trunc('day', now()) - make_interval(days => 1 + (s / ${TEAM_SIZE}) % ${TEAM_DAYS}, secs => ((s % 86400) * 7919) % 86400) as placed_at
     from generate_series(0, ${TEAM_BETS - 1}) s
   )
   select t.merchant_id, t.id, p.id, p.vendor_code, p.game_type, 'bench-team-' || r.s, t.currency, r.stake,
     case when (r.s * 31) % 100 < 45 then r.stake * (1 + r.s % 3) else 0 end, 'settled',
     r.placed_at, r.placed_at + interval '1 minute'
   from rounds r join team t on t.n = r.s % ${TEAM_SIZE} join pool p on p.n = r.s % (select count(*) from pool)`,
  `insert into ledger_entries (account_id, kind, amount, balance_before, balance_after, reference, idempotency_key, answer, created_at)
   select w.id, 'bet', -b.stake, 1000000000, 1000000000 - b.stake, b.round_id, 'bet:' || b.round_id, '{}', b.placed_at
   from bets b join wallet_accounts w on w.member_id = b.member_id and w.wallet = 'MAIN'
   where b.round_id like 'bench-team-%'`,
  `insert into ledger_entries (account_id, kind, amount, balance_before, balance_after, reference, idempotency_key, answer, created_at)
   select w.id, 'win', b.win, 1000000000, 1000000000 + b.win, b.round_id, 'win:' || b.round_id, '{}', b.settled_at
   from bets b join wallet_accounts w on w.member_id = b.member_id and w.wallet = 'MAIN'
   where b.round_id like 'bench-team-%' and b.win > 0`,
  `insert into deposits (merchant_id, member_id, channel_id, amount, status, reference, request_id, created_at, decided_at)
   select m.merchant_id, m.id, c.id, 50000 * (1 + k), 'APPROVED', 'BTD' || m.id || '-' || k, 'bench-team-' || k,
     date_trunc('day', now()) - make_interval(days => 1 + (m.id + 7 * k) % ${TEAM_DAYS}),
     date_trunc('day', now()) - make_interval(days => 1 + (m.id + 7 * k) % ${TEAM_DAYS}, mins => -30)
   from members m, generate_series(0, 3) k,
     lateral (select id from deposit_channels where merchant_id = m.merchant_id order by id limit 1) c
   where m.username like 'benchteam%'`,
  // An approved deposit's credit, as approving it writes one.
  `insert into ledger_entries (account_id, kind, amount, balance_before, balance_after, reference, idempotency_key, answer, created_at)
   select w.id, 'deposit', d.amount, 1000000000, 1000000000 + d.amount, 'deposit:' || d.reference, 'deposit:' || d.id, '{}', d.decided_at
   from deposits d join wallet_accounts w on w.member_id = d.member_id and w.wallet = 'MAIN'
   where d.request_id like 'bench-team-%'`,
  `insert into ledger_entries (account_id, kind, amount, balance_before, balance_after, reference, idempotency_key, answer, created_at)
   select w.id, 'bonus', 1000, 1000000000, 1000001000, 'bench-bonus', 'bonus:bench', '{}',
     date_trunc('day', now()) - make_interval(days => 1 + w.member_id % ${TEAM_DAYS}, hours => -12)
   from wallet_accounts w join members m on m.id = w.member_id
   where m.username like 'benchteam%' and w.wallet = 'MAIN'`,
  // Each member's days: betting by placing day, deposits by decision day, bonuses by day (0014, 0016, 0026).
  `insert into member_bet_days (member_id, day, bets, stake, valid_bet, win, deposits, withdrawals, bonus,
     running_bets, running_stake, running_valid_bet, running_win, running_deposits, running_withdrawals, running_bonus)
   select member_id, day, bets, stake, stake, win, deposits, 0, bonus,
     sum(bets) over w, sum(stake) over w, sum(stake) over w, sum(win) over w, sum(deposits) over w, 0, sum(bonus) over w
   from (
     select member_id, day, sum(bets) as bets, sum(stake) as stake, sum(win) as win,
       sum(deposits) as deposits, sum(bonus) as bonus
     from (
       select b.member_id, ${localDay('b.placed_at')} as day, 1 as bets, b.stake, b.win, 0 as deposits, 0 as bonus
       from bets b join merchants m on m.id = b.merchant_id where b.round_id like 'bench-team-%'
       union all
       select d.member_id, ${localDay('d.decided_at')}, 0, 0, 0, d.amount, 0
       from deposits d join merchants m on m.id = d.merchant_id where d.request_id like 'bench-team-%'
       union all
       select a.member_id, ${localDay('l.created_at')}, 0, 0, 0, 0, l.amount
       from ledger_entries l join wallet_accounts a on a.id = l.account_id join members p on p.id = a.member_id
         join merchants m on m.id = p.merchant_id
       where l.kind = 'bonus' and l.reference = 'bench-bonus'
     ) each_row
     group by 1, 2
   ) days
   window w as (partition by member_id order by day)`,
  `insert into team_bet_days (agent_id, day, shard, valid_bet, win)
   select a.ancestor_id, d.day, d.member_id % 16, sum(d.valid_bet), sum(d.win)
   from member_ancestors a join member_bet_days d on d.member_id = a.member_id
   join members m on m.id = d.member_id
   where m.username like 'benchteam%'
   group by 1, 2, 3
   on conflict (agent_id, day, shard) do update set
     valid_bet = team_bet_days.valid_bet + excluded.valid_bet, win = team_bet_days.win + excluded.win`,
  // The team's new accounts have no other entries: their member_ledger_days built once, as 0016 does.
  `insert into member_ledger_days (member_id, kind, day, entries, money_in, money_out, running_entries, running_in, running_out)
   select member_id, kind, day, entries, money_in, money_out,
     sum(entries) over w, sum(money_in) over w, sum(money_out) over w
   from (
     select a.member_id, k.kind,
       ((l.created_at at time zone 'UTC') + make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::integer, 0)))::date as day,
       count(*)::integer as entries,
       coalesce(sum(l.amount) filter (where l.amount > 0), 0) as money_in,
       coalesce(-sum(l.amount) filter (where l.amount < 0), 0) as money_out
     from ledger_entries l join wallet_accounts a on a.id = l.account_id join members p on p.id = a.member_id
       join merchants m on m.id = p.merchant_id, lateral (values (l.kind::varchar), ('*')) k(kind)
     where p.username like 'benchteam%'
     group by 1, 2, 3
   ) days
   window w as (partition by member_id, kind order by day)`,
  `insert into team_ledger_days (agent_id, day, kind, shard, entries, money_in, money_out)
   select a.ancestor_id, d.day, d.kind, d.member_id % 16, sum(d.entries), sum(d.money_in), sum(d.money_out)
   from member_ancestors a join member_ledger_days d on d.member_id = a.member_id
   join members m on m.id = d.member_id
   where m.username like 'benchteam%' and d.kind <> '*'
   group by 1, 2, 3, 4
   on conflict (agent_id, day, kind, shard) do update set entries = team_ledger_days.entries + excluded.entries,
     money_in = team_ledger_days.money_in + excluded.money_in, money_out = team_ledger_days.money_out + excluded.money_out`,
  'alter table member_ledger_days enable trigger member_ledger_days_team_insert',
  'alter table ledger_entries enable trigger ledger_entries_rollup_deltas',
  'alter table member_bet_days enable trigger member_bet_days_team_update',
  'alter table member_bet_days enable trigger member_bet_days_team_insert',
  'alter table deposits enable trigger deposits_member_bet_days',
  'alter table bets enable trigger bets_rollup_deltas',
  'analyze',
];
