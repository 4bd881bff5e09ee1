ALTER TABLE "member_bet_days" ADD COLUMN "deposits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "withdrawals" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "running_deposits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "running_withdrawals" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "running_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Adds to a member's day and to the running totals of the days after it. The single writer of
-- member_bet_days: bets, deposits, withdrawals and bonus entries all come through here.
CREATE OR REPLACE FUNCTION member_day_add(
  target_member integer, target_day date,
  d_bets integer, d_stake bigint, d_valid bigint, d_win bigint,
  d_deposits bigint, d_withdrawals bigint, d_bonus bigint
) RETURNS void AS $$
BEGIN
  -- One writer of a member's days at a time: a new day's running totals start from the day before
  -- it, which a concurrent transaction of the same member could otherwise still be changing.
  PERFORM pg_advisory_xact_lock(1014, target_member);
  UPDATE member_bet_days SET
    running_bets = running_bets + d_bets, running_stake = running_stake + d_stake,
    running_valid_bet = running_valid_bet + d_valid, running_win = running_win + d_win,
    running_deposits = running_deposits + d_deposits, running_withdrawals = running_withdrawals + d_withdrawals,
    running_bonus = running_bonus + d_bonus
  WHERE member_id = target_member AND day > target_day;
  INSERT INTO member_bet_days AS days
    (member_id, day, bets, stake, valid_bet, win, deposits, withdrawals, bonus,
     running_bets, running_stake, running_valid_bet, running_win, running_deposits, running_withdrawals, running_bonus)
  SELECT target_member, target_day, d_bets, d_stake, d_valid, d_win, d_deposits, d_withdrawals, d_bonus,
    coalesce(earlier.running_bets, 0) + d_bets, coalesce(earlier.running_stake, 0) + d_stake,
    coalesce(earlier.running_valid_bet, 0) + d_valid, coalesce(earlier.running_win, 0) + d_win,
    coalesce(earlier.running_deposits, 0) + d_deposits, coalesce(earlier.running_withdrawals, 0) + d_withdrawals,
    coalesce(earlier.running_bonus, 0) + d_bonus
  FROM (SELECT 1) one LEFT JOIN LATERAL (
    SELECT e.running_bets, e.running_stake, e.running_valid_bet, e.running_win,
      e.running_deposits, e.running_withdrawals, e.running_bonus
    FROM member_bet_days e
    WHERE e.member_id = target_member AND e.day < target_day ORDER BY e.day DESC LIMIT 1
  ) earlier ON true
  ON CONFLICT (member_id, day) DO UPDATE SET
    bets = days.bets + excluded.bets,
    stake = days.stake + excluded.stake,
    valid_bet = days.valid_bet + excluded.valid_bet,
    win = days.win + excluded.win,
    deposits = days.deposits + excluded.deposits,
    withdrawals = days.withdrawals + excluded.withdrawals,
    bonus = days.bonus + excluded.bonus,
    running_bets = days.running_bets + excluded.bets,
    running_stake = days.running_stake + excluded.stake,
    running_valid_bet = days.running_valid_bet + excluded.valid_bet,
    running_win = days.running_win + excluded.win,
    running_deposits = days.running_deposits + excluded.deposits,
    running_withdrawals = days.running_withdrawals + excluded.withdrawals,
    running_bonus = days.running_bonus + excluded.bonus;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_bet_days_apply() RETURNS trigger AS $$
DECLARE
  bet bets%ROWTYPE;
  offset_minutes integer;
  d_bets integer := 0;
  d_stake bigint := 0;
  d_valid bigint := 0;
  d_win bigint := 0;
BEGIN
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
  IF d_bets = 0 AND d_stake = 0 AND d_valid = 0 AND d_win = 0 THEN RETURN NULL; END IF;
  SELECT coalesce((settings->>'utcOffsetMinutes')::integer, 0) INTO offset_minutes FROM merchants WHERE id = bet.merchant_id;
  PERFORM member_day_add(bet.member_id,
    ((bet.placed_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(offset_minutes, 0)))::date,
    d_bets, d_stake, d_valid, d_win, 0, 0, 0);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An approved deposit or withdrawal counts on the day it was decided (TG_ARGV[0]: 'deposits' or
-- 'withdrawals'); a change of status, amount or decision moves it out of one day and into another.
CREATE OR REPLACE FUNCTION member_day_cash_apply() RETURNS trigger AS $$
DECLARE
  request record;
  direction integer;
  offset_minutes integer;
  delta bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.status, NEW.amount, NEW.decided_at, NEW.member_id, NEW.merchant_id)
    IS NOT DISTINCT FROM (OLD.status, OLD.amount, OLD.decided_at, OLD.member_id, OLD.merchant_id) THEN
    RETURN NULL;
  END IF;
  -- Step 1 takes the old row out (update, delete), step 2 puts the new one in (insert, update).
  FOR step IN 1..2 LOOP
    IF step = 1 THEN
      CONTINUE WHEN TG_OP = 'INSERT';
      request := OLD;
      direction := -1;
    ELSE
      CONTINUE WHEN TG_OP = 'DELETE';
      request := NEW;
      direction := 1;
    END IF;
    CONTINUE WHEN request.status <> 'APPROVED' OR request.decided_at IS NULL;
    SELECT coalesce((settings->>'utcOffsetMinutes')::integer, 0) INTO offset_minutes
    FROM merchants WHERE id = request.merchant_id;
    delta := direction * request.amount;
    PERFORM member_day_add(request.member_id,
      ((request.decided_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(offset_minutes, 0)))::date,
      0, 0, 0, 0,
      CASE WHEN TG_ARGV[0] = 'deposits' THEN delta ELSE 0 END,
      CASE WHEN TG_ARGV[0] = 'withdrawals' THEN delta ELSE 0 END,
      0);
  END LOOP;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER deposits_member_bet_days AFTER INSERT OR UPDATE OR DELETE ON deposits FOR EACH ROW EXECUTE FUNCTION member_day_cash_apply('deposits');
--> statement-breakpoint
CREATE TRIGGER withdrawals_member_bet_days AFTER INSERT OR UPDATE OR DELETE ON withdrawals FOR EACH ROW EXECUTE FUNCTION member_day_cash_apply('withdrawals');
--> statement-breakpoint
-- As 0016's, and a bonus credit also counts on the member's day (user loss reads it there).
CREATE OR REPLACE FUNCTION member_ledger_days_apply() RETURNS trigger AS $$
DECLARE
  entry ledger_entries%ROWTYPE;
  direction integer;
  holder integer;
  offset_minutes integer;
  entry_day date;
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
    holder := NULL;
    SELECT a.member_id, coalesce((m.settings->>'utcOffsetMinutes')::integer, 0) INTO holder, offset_minutes
    FROM wallet_accounts a JOIN members p ON p.id = a.member_id JOIN merchants m ON m.id = p.merchant_id
    WHERE a.id = entry.account_id;
    -- An account deleted with its entries leaves its days behind, as a deleted member's bets do.
    CONTINUE WHEN holder IS NULL;
    entry_day := ((entry.created_at AT TIME ZONE 'UTC') + make_interval(mins => offset_minutes))::date;
    -- The member's day first (lock 1014), then its ledger days (1016): the order every writer takes.
    IF entry.kind = 'bonus' AND entry.amount > 0 THEN
      PERFORM member_day_add(holder, entry_day, 0, 0, 0, 0, 0, 0, direction * entry.amount);
    END IF;
    PERFORM pg_advisory_xact_lock(1016, holder);
    PERFORM member_ledger_days_add(holder, entry.kind, entry_day, direction,
      direction * greatest(entry.amount, 0), direction * greatest(-entry.amount, 0));
    PERFORM member_ledger_days_add(holder, '*', entry_day, direction,
      direction * greatest(entry.amount, 0), direction * greatest(-entry.amount, 0));
  END LOOP;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As 0016's, but a member's day of money alone (no settled bet) changes no team's betting.
CREATE OR REPLACE FUNCTION team_bet_days_apply() RETURNS trigger AS $$
BEGIN
  -- A member's day changed: every agent above the member sees the change.
  IF TG_OP = 'INSERT' THEN
    IF NEW.valid_bet <> 0 OR NEW.win <> 0 THEN
      PERFORM team_bet_days_add(NEW.member_id, NEW.day, NEW.valid_bet, NEW.win);
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.valid_bet <> OLD.valid_bet OR NEW.win <> OLD.win THEN
      PERFORM team_bet_days_add(NEW.member_id, NEW.day, NEW.valid_bet - OLD.valid_bet, NEW.win - OLD.win);
    END IF;
  ELSIF OLD.valid_bet <> 0 OR OLD.win <> 0 THEN
    PERFORM team_bet_days_add(OLD.member_id, OLD.day, -OLD.valid_bet, -OLD.win);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The money already there: each member's approved deposits and withdrawals by decision day and
-- bonus credits by day, then every running total counted again.
INSERT INTO member_bet_days AS days
  (member_id, day, bets, stake, valid_bet, win, running_bets, running_stake, running_valid_bet, running_win,
   deposits, withdrawals, bonus)
SELECT member_id, day, 0, 0, 0, 0, 0, 0, 0, 0, sum(deposits), sum(withdrawals), sum(bonus)
FROM (
  SELECT d.member_id,
    ((d.decided_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::integer, 0)))::date AS day,
    d.amount AS deposits, 0 AS withdrawals, 0 AS bonus
  FROM deposits d JOIN merchants m ON m.id = d.merchant_id
  WHERE d.status = 'APPROVED' AND d.decided_at IS NOT NULL
  UNION ALL
  SELECT w.member_id,
    ((w.decided_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::integer, 0)))::date,
    0, w.amount, 0
  FROM withdrawals w JOIN merchants m ON m.id = w.merchant_id
  WHERE w.status = 'APPROVED' AND w.decided_at IS NOT NULL
  UNION ALL
  SELECT a.member_id,
    ((l.created_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::integer, 0)))::date,
    0, 0, l.amount
  FROM ledger_entries l JOIN wallet_accounts a ON a.id = l.account_id JOIN members p ON p.id = a.member_id
    JOIN merchants m ON m.id = p.merchant_id
  WHERE l.kind = 'bonus' AND l.amount > 0
) money
GROUP BY 1, 2
ON CONFLICT (member_id, day) DO UPDATE SET
  deposits = excluded.deposits, withdrawals = excluded.withdrawals, bonus = excluded.bonus;
--> statement-breakpoint
UPDATE member_bet_days days SET
  running_bets = r.running_bets, running_stake = r.running_stake,
  running_valid_bet = r.running_valid_bet, running_win = r.running_win,
  running_deposits = r.running_deposits, running_withdrawals = r.running_withdrawals, running_bonus = r.running_bonus
FROM (
  SELECT member_id, day,
    sum(bets) OVER w AS running_bets, sum(stake) OVER w AS running_stake,
    sum(valid_bet) OVER w AS running_valid_bet, sum(win) OVER w AS running_win,
    sum(deposits) OVER w AS running_deposits, sum(withdrawals) OVER w AS running_withdrawals,
    sum(bonus) OVER w AS running_bonus
  FROM member_bet_days
  WINDOW w AS (PARTITION BY member_id ORDER BY day)
) r
WHERE days.member_id = r.member_id AND days.day = r.day
  AND (days.running_bets, days.running_stake, days.running_valid_bet, days.running_win,
       days.running_deposits, days.running_withdrawals, days.running_bonus)
    IS DISTINCT FROM (r.running_bets, r.running_stake, r.running_valid_bet, r.running_win,
       r.running_deposits, r.running_withdrawals, r.running_bonus);
