-- The rollup applier set-based (issue 13 item 2): 0027's rollup_deltas_apply called member_day_add
-- and member_ledger_days_add once per member, day and kind of a batch, a dozen statements per member
-- and pass, which made it the largest cost of a bet across many wallets. This one folds a whole
-- batch into member_bet_days and member_ledger_days in one statement each: every kept day of a
-- member on or after a delta's day gains the deltas up to it in its running totals (and its own
-- day's in its values), and a day not kept yet starts from the running totals of the member's day
-- before it, as it was. The same rules as member_day_add and member_ledger_days_add, so the days
-- come out the same; the team tables follow those tables through statement triggers (below).
--
-- Takes up to `batch` of the oldest deltas nobody else holds and deletes them, adding them up per
-- member and day (bets, and a bonus credit's money in) and per member, kind and day (ledger, and
-- once more under kind '*'); sums that add nothing are left out, as before. Appliers take turns
-- (lock 1027); every member of the batch is locked in ascending order, its day lock (1014) before
-- its ledger lock (1016), the order every other writer takes, before the statements that read and
-- write their days start (each sees what committed before it). Answers how many deltas it applied.
CREATE OR REPLACE FUNCTION rollup_deltas_apply(batch integer) RETURNS integer AS $$
DECLARE
  v_applied integer;
  v_members integer[];
  v_member integer;
  b_member integer[]; b_day date[]; b_bets integer[]; b_stake bigint[]; b_valid bigint[]; b_win bigint[]; b_bonus bigint[];
  l_member integer[]; l_kind varchar[]; l_day date[]; l_entries integer[]; l_in bigint[]; l_out bigint[];
BEGIN
  PERFORM pg_advisory_xact_lock(1027);
  WITH taken AS (
    DELETE FROM rollup_deltas WHERE id IN (
      SELECT id FROM rollup_deltas ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED
    ) RETURNING *
  ),
  bet_sums AS (
    SELECT member_id, day, sum(bets)::integer AS bets, sum(stake)::bigint AS stake,
      sum(valid_bet)::bigint AS valid_bet, sum(win)::bigint AS win,
      coalesce(sum(money_in) FILTER (WHERE kind = 'bonus'), 0)::bigint AS bonus
    FROM taken GROUP BY member_id, day
  ),
  ledger_sums AS (
    SELECT member_id, kind, day, sum(entries)::integer AS entries, sum(money_in)::bigint AS money_in,
      sum(money_out)::bigint AS money_out
    FROM taken WHERE kind IS NOT NULL GROUP BY member_id, kind, day
    UNION ALL
    SELECT member_id, '*', day, sum(entries)::integer, sum(money_in)::bigint, sum(money_out)::bigint
    FROM taken WHERE kind IS NOT NULL GROUP BY member_id, day
  )
  SELECT
    (SELECT count(*)::integer FROM taken),
    (SELECT array_agg(DISTINCT member_id ORDER BY member_id) FROM taken),
    b.members, b.days, b.bets, b.stakes, b.valid_bets, b.wins, b.bonuses,
    l.members, l.kinds, l.days, l.entries, l.money_in, l.money_out
  INTO v_applied, v_members, b_member, b_day, b_bets, b_stake, b_valid, b_win, b_bonus,
    l_member, l_kind, l_day, l_entries, l_in, l_out
  FROM (
    SELECT array_agg(member_id) AS members, array_agg(day) AS days, array_agg(bets) AS bets,
      array_agg(stake) AS stakes, array_agg(valid_bet) AS valid_bets, array_agg(win) AS wins,
      array_agg(bonus) AS bonuses
    FROM bet_sums WHERE bets <> 0 OR stake <> 0 OR valid_bet <> 0 OR win <> 0 OR bonus <> 0
  ) b, (
    SELECT array_agg(member_id) AS members, array_agg(kind) AS kinds, array_agg(day) AS days,
      array_agg(entries) AS entries, array_agg(money_in) AS money_in, array_agg(money_out) AS money_out
    FROM ledger_sums WHERE entries <> 0 OR money_in <> 0 OR money_out <> 0
  ) l;

  IF v_members IS NULL THEN RETURN v_applied; END IF;
  FOREACH v_member IN ARRAY v_members LOOP
    PERFORM pg_advisory_xact_lock(1014, v_member);
    PERFORM pg_advisory_xact_lock(1016, v_member);
  END LOOP;

  IF b_member IS NOT NULL THEN
    WITH d AS (
      -- With each day's running sums of the batch's own days up to it (one row per member and day).
      SELECT d.*, sum(bets) OVER w AS upto_bets, sum(stake) OVER w AS upto_stake,
        sum(valid_bet) OVER w AS upto_valid_bet, sum(win) OVER w AS upto_win, sum(bonus) OVER w AS upto_bonus
      FROM unnest(b_member, b_day, b_bets, b_stake, b_valid, b_win, b_bonus)
        AS d(member_id, day, bets, stake, valid_bet, win, bonus)
      WINDOW w AS (PARTITION BY member_id ORDER BY day)
    ),
    -- Each kept day on or after a delta's day: the deltas of its own day, and of every day up to it.
    kept AS (
      SELECT e.member_id, e.day,
        coalesce(sum(d.bets) FILTER (WHERE d.day = e.day), 0) AS bets,
        coalesce(sum(d.stake) FILTER (WHERE d.day = e.day), 0) AS stake,
        coalesce(sum(d.valid_bet) FILTER (WHERE d.day = e.day), 0) AS valid_bet,
        coalesce(sum(d.win) FILTER (WHERE d.day = e.day), 0) AS win,
        coalesce(sum(d.bonus) FILTER (WHERE d.day = e.day), 0) AS bonus,
        sum(d.bets) AS r_bets, sum(d.stake) AS r_stake, sum(d.valid_bet) AS r_valid_bet,
        sum(d.win) AS r_win, sum(d.bonus) AS r_bonus
      FROM d CROSS JOIN LATERAL (
        SELECT k.member_id, k.day FROM member_bet_days k WHERE k.member_id = d.member_id AND k.day >= d.day
      ) e
      GROUP BY e.member_id, e.day
    ),
    changed AS (
      UPDATE member_bet_days t SET
        bets = t.bets + kept.bets, stake = t.stake + kept.stake, valid_bet = t.valid_bet + kept.valid_bet,
        win = t.win + kept.win, bonus = t.bonus + kept.bonus,
        running_bets = t.running_bets + kept.r_bets, running_stake = t.running_stake + kept.r_stake,
        running_valid_bet = t.running_valid_bet + kept.r_valid_bet, running_win = t.running_win + kept.r_win,
        running_bonus = t.running_bonus + kept.r_bonus
      FROM kept WHERE t.member_id = kept.member_id AND t.day = kept.day
    )
    -- (A data-modifying WITH runs to completion; this statement's reads all see the days before it.)
    -- A day not kept yet: the running totals of the member's kept day before it, plus every delta up to it.
    INSERT INTO member_bet_days
      (member_id, day, bets, stake, valid_bet, win, deposits, withdrawals, bonus,
       running_bets, running_stake, running_valid_bet, running_win, running_deposits, running_withdrawals, running_bonus)
    SELECT d.member_id, d.day, d.bets, d.stake, d.valid_bet, d.win, 0, 0, d.bonus,
      coalesce(earlier.running_bets, 0) + d.upto_bets, coalesce(earlier.running_stake, 0) + d.upto_stake,
      coalesce(earlier.running_valid_bet, 0) + d.upto_valid_bet, coalesce(earlier.running_win, 0) + d.upto_win,
      coalesce(earlier.running_deposits, 0), coalesce(earlier.running_withdrawals, 0),
      coalesce(earlier.running_bonus, 0) + d.upto_bonus
    FROM d
    LEFT JOIN LATERAL (
      SELECT e.running_bets, e.running_stake, e.running_valid_bet, e.running_win,
        e.running_deposits, e.running_withdrawals, e.running_bonus
      FROM member_bet_days e WHERE e.member_id = d.member_id AND e.day < d.day ORDER BY e.day DESC LIMIT 1
    ) earlier ON true
    WHERE NOT EXISTS (SELECT 1 FROM member_bet_days k WHERE k.member_id = d.member_id AND k.day = d.day)
    ORDER BY d.member_id, d.day;
  END IF;

  IF l_member IS NOT NULL THEN
    WITH d AS (
      SELECT d.*, sum(entries) OVER w AS upto_entries, sum(money_in) OVER w AS upto_in,
        sum(money_out) OVER w AS upto_out
      FROM unnest(l_member, l_kind, l_day, l_entries, l_in, l_out)
        AS d(member_id, kind, day, entries, money_in, money_out)
      WINDOW w AS (PARTITION BY member_id, kind ORDER BY day)
    ),
    kept AS (
      SELECT e.member_id, e.kind, e.day,
        coalesce(sum(d.entries) FILTER (WHERE d.day = e.day), 0) AS entries,
        coalesce(sum(d.money_in) FILTER (WHERE d.day = e.day), 0) AS money_in,
        coalesce(sum(d.money_out) FILTER (WHERE d.day = e.day), 0) AS money_out,
        sum(d.entries) AS r_entries, sum(d.money_in) AS r_in, sum(d.money_out) AS r_out
      FROM d CROSS JOIN LATERAL (
        SELECT k.member_id, k.kind, k.day FROM member_ledger_days k
        WHERE k.member_id = d.member_id AND k.kind = d.kind AND k.day >= d.day
      ) e
      GROUP BY e.member_id, e.kind, e.day
    ),
    changed AS (
      UPDATE member_ledger_days t SET
        entries = t.entries + kept.entries, money_in = t.money_in + kept.money_in,
        money_out = t.money_out + kept.money_out,
        running_entries = t.running_entries + kept.r_entries, running_in = t.running_in + kept.r_in,
        running_out = t.running_out + kept.r_out
      FROM kept WHERE t.member_id = kept.member_id AND t.kind = kept.kind AND t.day = kept.day
    )
    INSERT INTO member_ledger_days
      (member_id, kind, day, entries, money_in, money_out, running_entries, running_in, running_out)
    SELECT d.member_id, d.kind, d.day, d.entries, d.money_in, d.money_out,
      coalesce(earlier.running_entries, 0) + d.upto_entries, coalesce(earlier.running_in, 0) + d.upto_in,
      coalesce(earlier.running_out, 0) + d.upto_out
    FROM d
    LEFT JOIN LATERAL (
      SELECT e.running_entries, e.running_in, e.running_out FROM member_ledger_days e
      WHERE e.member_id = d.member_id AND e.kind = d.kind AND e.day < d.day ORDER BY e.day DESC LIMIT 1
    ) earlier ON true
    WHERE NOT EXISTS (
        SELECT 1 FROM member_ledger_days k WHERE k.member_id = d.member_id AND k.kind = d.kind AND k.day = d.day
      )
    ORDER BY d.member_id, d.kind, d.day;
  END IF;
  RETURN v_applied;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The team tables follow the member tables once per statement instead of once per row: a batch of
-- the applier changes a day of each of its members, and a row trigger per day cost about as much as
-- the rest of the batch together. The rows a statement took out (old) and put in (new) are added up
-- per agent above their member, day and shard, each change once; a sum that comes to nothing (a
-- change of running totals alone) writes nothing. Agents in one order, as every writer takes them.
CREATE OR REPLACE FUNCTION team_bet_days_apply_rows() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO team_bet_days AS days (agent_id, day, shard, valid_bet, win)
    SELECT a.ancestor_id, c.day, (c.member_id % 16)::smallint, sum(c.valid_bet), sum(c.win)
    FROM new_rows c JOIN member_ancestors a ON a.member_id = c.member_id
    GROUP BY 1, 2, 3 HAVING sum(c.valid_bet) <> 0 OR sum(c.win) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (agent_id, day, shard) DO UPDATE SET
      valid_bet = days.valid_bet + excluded.valid_bet, win = days.win + excluded.win;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO team_bet_days AS days (agent_id, day, shard, valid_bet, win)
    SELECT a.ancestor_id, c.day, (c.member_id % 16)::smallint, -sum(c.valid_bet), -sum(c.win)
    FROM old_rows c JOIN member_ancestors a ON a.member_id = c.member_id
    GROUP BY 1, 2, 3 HAVING sum(c.valid_bet) <> 0 OR sum(c.win) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (agent_id, day, shard) DO UPDATE SET
      valid_bet = days.valid_bet + excluded.valid_bet, win = days.win + excluded.win;
  ELSE
    INSERT INTO team_bet_days AS days (agent_id, day, shard, valid_bet, win)
    SELECT a.ancestor_id, c.day, (c.member_id % 16)::smallint, sum(c.valid_bet), sum(c.win)
    FROM (
      SELECT member_id, day, valid_bet, win FROM new_rows
      UNION ALL SELECT member_id, day, -valid_bet, -win FROM old_rows
    ) c JOIN member_ancestors a ON a.member_id = c.member_id
    GROUP BY 1, 2, 3 HAVING sum(c.valid_bet) <> 0 OR sum(c.win) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (agent_id, day, shard) DO UPDATE SET
      valid_bet = days.valid_bet + excluded.valid_bet, win = days.win + excluded.win;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As team_bet_days_apply_rows for team_ledger_days: the kinds' days, never the '*' ones.
CREATE OR REPLACE FUNCTION team_ledger_days_apply_rows() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO team_ledger_days AS days (agent_id, day, kind, shard, entries, money_in, money_out)
    SELECT a.ancestor_id, c.day, c.kind, (c.member_id % 16)::smallint, sum(c.entries), sum(c.money_in), sum(c.money_out)
    FROM new_rows c JOIN member_ancestors a ON a.member_id = c.member_id
    WHERE c.kind <> '*'
    GROUP BY 1, 2, 3, 4 HAVING sum(c.entries) <> 0 OR sum(c.money_in) <> 0 OR sum(c.money_out) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (agent_id, day, kind, shard) DO UPDATE SET
      entries = days.entries + excluded.entries, money_in = days.money_in + excluded.money_in,
      money_out = days.money_out + excluded.money_out;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO team_ledger_days AS days (agent_id, day, kind, shard, entries, money_in, money_out)
    SELECT a.ancestor_id, c.day, c.kind, (c.member_id % 16)::smallint, -sum(c.entries), -sum(c.money_in), -sum(c.money_out)
    FROM old_rows c JOIN member_ancestors a ON a.member_id = c.member_id
    WHERE c.kind <> '*'
    GROUP BY 1, 2, 3, 4 HAVING sum(c.entries) <> 0 OR sum(c.money_in) <> 0 OR sum(c.money_out) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (agent_id, day, kind, shard) DO UPDATE SET
      entries = days.entries + excluded.entries, money_in = days.money_in + excluded.money_in,
      money_out = days.money_out + excluded.money_out;
  ELSE
    INSERT INTO team_ledger_days AS days (agent_id, day, kind, shard, entries, money_in, money_out)
    SELECT a.ancestor_id, c.day, c.kind, (c.member_id % 16)::smallint, sum(c.entries), sum(c.money_in), sum(c.money_out)
    FROM (
      SELECT member_id, day, kind, entries::bigint, money_in, money_out FROM new_rows
      UNION ALL SELECT member_id, day, kind, -entries::bigint, -money_in, -money_out FROM old_rows
    ) c JOIN member_ancestors a ON a.member_id = c.member_id
    WHERE c.kind <> '*'
    GROUP BY 1, 2, 3, 4 HAVING sum(c.entries) <> 0 OR sum(c.money_in) <> 0 OR sum(c.money_out) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (agent_id, day, kind, shard) DO UPDATE SET
      entries = days.entries + excluded.entries, money_in = days.money_in + excluded.money_in,
      money_out = days.money_out + excluded.money_out;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER member_bet_days_team_bet_days ON member_bet_days;
--> statement-breakpoint
DROP TRIGGER member_ledger_days_team_ledger_days_insert ON member_ledger_days;
--> statement-breakpoint
DROP TRIGGER member_ledger_days_team_ledger_days_update ON member_ledger_days;
--> statement-breakpoint
DROP TRIGGER member_ledger_days_team_ledger_days_delete ON member_ledger_days;
--> statement-breakpoint
CREATE TRIGGER member_bet_days_team_insert AFTER INSERT ON member_bet_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_bet_days_apply_rows();
--> statement-breakpoint
CREATE TRIGGER member_bet_days_team_update AFTER UPDATE ON member_bet_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_bet_days_apply_rows();
--> statement-breakpoint
CREATE TRIGGER member_bet_days_team_delete AFTER DELETE ON member_bet_days REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_bet_days_apply_rows();
--> statement-breakpoint
CREATE TRIGGER member_ledger_days_team_insert AFTER INSERT ON member_ledger_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_ledger_days_apply_rows();
--> statement-breakpoint
CREATE TRIGGER member_ledger_days_team_update AFTER UPDATE ON member_ledger_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_ledger_days_apply_rows();
--> statement-breakpoint
CREATE TRIGGER member_ledger_days_team_delete AFTER DELETE ON member_ledger_days REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_ledger_days_apply_rows();
--> statement-breakpoint
DROP FUNCTION team_bet_days_apply();
--> statement-breakpoint
DROP FUNCTION team_ledger_days_apply();
--> statement-breakpoint
DROP FUNCTION team_bet_days_add(integer, date, bigint, bigint);
--> statement-breakpoint
DROP FUNCTION team_ledger_days_add(integer, varchar, date, bigint, bigint, bigint);
