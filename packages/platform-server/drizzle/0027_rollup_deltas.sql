CREATE TABLE "rollup_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(16),
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"money_in" bigint DEFAULT 0 NOT NULL,
	"money_out" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The money statements no longer keep the rollups themselves: a bet's or a ledger entry's trigger
-- only appends its signed change to rollup_deltas, and rollup_deltas_apply() (run by the rollup
-- applier, db/rollups.ts) folds batches of them into the member days with 0026's member_day_add and
-- 0016's member_ledger_days_add, whose own triggers carry them into the team tables as before.
-- Everything here runs in the migration's one transaction: the old triggers stop and the new ones
-- start together, so every write is counted by exactly one of them.
CREATE OR REPLACE FUNCTION rollup_deltas_of_bet() RETURNS trigger AS $$
DECLARE
  bet bets%ROWTYPE;
  d_bets integer := 0;
  d_stake bigint := 0;
  d_valid bigint := 0;
  d_win bigint := 0;
BEGIN
  -- Which rounds count, as 0014: bets and stake those not rolled back, valid bet and win settled ones.
  IF TG_OP <> 'DELETE' THEN
    bet := NEW;
    IF NEW.status <> 'rolled_back' THEN d_bets := d_bets + 1; d_stake := d_stake + NEW.stake; END IF;
    IF NEW.status = 'settled' THEN d_valid := d_valid + NEW.stake; d_win := d_win + coalesce(NEW.win, 0); END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF TG_OP = 'DELETE' THEN bet := OLD; END IF;
    IF OLD.status <> 'rolled_back' THEN d_bets := d_bets - 1; d_stake := d_stake - OLD.stake; END IF;
    IF OLD.status = 'settled' THEN d_valid := d_valid - OLD.stake; d_win := d_win - coalesce(OLD.win, 0); END IF;
  END IF;
  -- A change of member or placing day moves the round: out of the old day, into the new one.
  IF TG_OP = 'UPDATE' AND (NEW.member_id, NEW.merchant_id, NEW.placed_at) IS DISTINCT FROM (OLD.member_id, OLD.merchant_id, OLD.placed_at) THEN
    INSERT INTO rollup_deltas (member_id, day, bets, stake, valid_bet, win)
    SELECT OLD.member_id, ((OLD.placed_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::integer, 0)))::date,
      CASE WHEN OLD.status <> 'rolled_back' THEN -1 ELSE 0 END, CASE WHEN OLD.status <> 'rolled_back' THEN -OLD.stake ELSE 0 END,
      CASE WHEN OLD.status = 'settled' THEN -OLD.stake ELSE 0 END, CASE WHEN OLD.status = 'settled' THEN -coalesce(OLD.win, 0) ELSE 0 END
    FROM (SELECT 1) one LEFT JOIN merchants m ON m.id = OLD.merchant_id;
    d_bets := d_bets + CASE WHEN OLD.status <> 'rolled_back' THEN 1 ELSE 0 END;
    d_stake := d_stake + CASE WHEN OLD.status <> 'rolled_back' THEN OLD.stake ELSE 0 END;
    d_valid := d_valid + CASE WHEN OLD.status = 'settled' THEN OLD.stake ELSE 0 END;
    d_win := d_win + CASE WHEN OLD.status = 'settled' THEN coalesce(OLD.win, 0) ELSE 0 END;
  END IF;
  IF d_bets = 0 AND d_stake = 0 AND d_valid = 0 AND d_win = 0 THEN RETURN NULL; END IF;
  INSERT INTO rollup_deltas (member_id, day, bets, stake, valid_bet, win)
  SELECT bet.member_id, ((bet.placed_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::integer, 0)))::date,
    d_bets, d_stake, d_valid, d_win
  FROM (SELECT 1) one LEFT JOIN merchants m ON m.id = bet.merchant_id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rollup_deltas_of_entry() RETURNS trigger AS $$
DECLARE
  entry ledger_entries%ROWTYPE;
  direction integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.account_id = OLD.account_id AND NEW.kind = OLD.kind
    AND NEW.amount = OLD.amount AND NEW.created_at = OLD.created_at THEN
    RETURN NULL;
  END IF;
  -- Step 1 takes the old row out (update, delete), step 2 puts the new one in (insert, update).
  FOR step IN 1..2 LOOP
    IF step = 1 THEN
      CONTINUE WHEN TG_OP = 'INSERT';
      entry := OLD;
      direction := -1;
    ELSE
      CONTINUE WHEN TG_OP = 'DELETE';
      entry := NEW;
      direction := 1;
    END IF;
    -- An account deleted with its entries leaves its days behind (no holder, no row), as 0016.
    INSERT INTO rollup_deltas (member_id, day, kind, entries, money_in, money_out)
    SELECT a.member_id,
      ((entry.created_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::integer, 0)))::date,
      entry.kind, direction, direction * greatest(entry.amount, 0), direction * greatest(-entry.amount, 0)
    FROM wallet_accounts a JOIN members p ON p.id = a.member_id JOIN merchants m ON m.id = p.merchant_id
    WHERE a.id = entry.account_id;
  END LOOP;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Takes up to `batch` of the oldest deltas nobody else holds, deletes them and adds them up per
-- member, day and kind (and once more per member and day under kind '*'), then applies each sum
-- with the functions the old row triggers used, so the rules (running totals, a late delta for an
-- earlier day, the team tables) stay written once. Appliers take turns (lock 1027): one waits for
-- the other's batch to commit, so a reader who caught up sees every delta committed before it
-- asked. Members in ascending order, each member's day lock (1014) before its ledger lock (1016):
-- the order every other writer of those takes. Answers how many deltas it applied.
CREATE OR REPLACE FUNCTION rollup_deltas_apply(batch integer) RETURNS integer AS $$
DECLARE
  sums record;
  current_member integer;
  applied integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(1027);
  FOR sums IN
    WITH taken AS (
      DELETE FROM rollup_deltas WHERE id IN (
        SELECT id FROM rollup_deltas ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED
      ) RETURNING *
    )
    SELECT member_id, day, kind, count(*)::integer AS deltas,
      sum(bets)::integer AS bets, sum(stake)::bigint AS stake, sum(valid_bet)::bigint AS valid_bet,
      sum(win)::bigint AS win, sum(entries)::integer AS entries, sum(money_in)::bigint AS money_in,
      sum(money_out)::bigint AS money_out
    FROM taken GROUP BY member_id, day, kind
    UNION ALL
    SELECT member_id, day, '*', 0, 0, 0::bigint, 0::bigint, 0::bigint,
      sum(entries)::integer, sum(money_in)::bigint, sum(money_out)::bigint
    FROM taken WHERE kind IS NOT NULL GROUP BY member_id, day
    ORDER BY member_id, kind NULLS FIRST, day
  LOOP
    IF sums.member_id IS DISTINCT FROM current_member THEN
      current_member := sums.member_id;
      PERFORM pg_advisory_xact_lock(1014, current_member);
      PERFORM pg_advisory_xact_lock(1016, current_member);
    END IF;
    applied := applied + sums.deltas;
    IF sums.kind IS NULL THEN
      CONTINUE WHEN sums.bets = 0 AND sums.stake = 0 AND sums.valid_bet = 0 AND sums.win = 0;
      PERFORM member_day_add(sums.member_id, sums.day, sums.bets, sums.stake, sums.valid_bet, sums.win, 0, 0, 0);
    ELSE
      CONTINUE WHEN sums.entries = 0 AND sums.money_in = 0 AND sums.money_out = 0;
      -- A bonus credit also counts on the member's day (user loss reads it there), as 0026.
      IF sums.kind = 'bonus' AND sums.money_in <> 0 THEN
        PERFORM member_day_add(sums.member_id, sums.day, 0, 0, 0, 0, 0, 0, sums.money_in);
      END IF;
      PERFORM member_ledger_days_add(sums.member_id, sums.kind, sums.day, sums.entries, sums.money_in, sums.money_out);
    END IF;
  END LOOP;
  RETURN applied;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER bets_member_bet_days ON bets;
--> statement-breakpoint
DROP TRIGGER ledger_entries_member_ledger_days ON ledger_entries;
--> statement-breakpoint
DROP FUNCTION member_bet_days_apply();
--> statement-breakpoint
DROP FUNCTION member_ledger_days_apply();
--> statement-breakpoint
CREATE TRIGGER bets_rollup_deltas AFTER INSERT OR UPDATE OR DELETE ON bets FOR EACH ROW EXECUTE FUNCTION rollup_deltas_of_bet();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_rollup_deltas AFTER INSERT OR UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION rollup_deltas_of_entry();
