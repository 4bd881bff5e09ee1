CREATE TABLE "member_ancestors" (
	"ancestor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_ancestors_ancestor_id_member_id_pk" PRIMARY KEY("ancestor_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_ledger_days" (
	"member_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"day" date NOT NULL,
	"entries" integer NOT NULL,
	"money_in" bigint NOT NULL,
	"money_out" bigint NOT NULL,
	"running_entries" bigint NOT NULL,
	"running_in" bigint NOT NULL,
	"running_out" bigint NOT NULL,
	CONSTRAINT "member_ledger_days_member_id_kind_day_pk" PRIMARY KEY("member_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "team_bet_days" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "team_bet_days_agent_id_day_shard_pk" PRIMARY KEY("agent_id","day","shard")
);
--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "running_bets" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "running_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "running_valid_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD COLUMN "running_win" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_ancestors" ADD CONSTRAINT "member_ancestors_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ancestors" ADD CONSTRAINT "member_ancestors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_ancestors_member" ON "member_ancestors" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created" ON "ledger_entries" USING btree ("created_at","id");--> statement-breakpoint
UPDATE member_bet_days days SET
  running_bets = r.running_bets, running_stake = r.running_stake,
  running_valid_bet = r.running_valid_bet, running_win = r.running_win
FROM (
  SELECT member_id, day,
    sum(bets) OVER w AS running_bets, sum(stake) OVER w AS running_stake,
    sum(valid_bet) OVER w AS running_valid_bet, sum(win) OVER w AS running_win
  FROM member_bet_days WINDOW w AS (PARTITION BY member_id ORDER BY day)
) r
WHERE days.member_id = r.member_id AND days.day = r.day;
--> statement-breakpoint
ALTER TABLE "member_bet_days" ALTER COLUMN "running_bets" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "member_bet_days" ALTER COLUMN "running_stake" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "member_bet_days" ALTER COLUMN "running_valid_bet" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "member_bet_days" ALTER COLUMN "running_win" DROP DEFAULT;--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_bet_days_apply() RETURNS trigger AS $$
DECLARE
  bet bets%ROWTYPE;
  offset_minutes integer;
  bet_day date;
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
  bet_day := ((bet.placed_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(offset_minutes, 0)))::date;
  -- One writer of a member's days at a time: a new day's running totals start from the day before
  -- it, which a concurrent transaction of the same member could otherwise still be changing.
  PERFORM pg_advisory_xact_lock(1014, bet.member_id);
  UPDATE member_bet_days SET
    running_bets = running_bets + d_bets, running_stake = running_stake + d_stake,
    running_valid_bet = running_valid_bet + d_valid, running_win = running_win + d_win
  WHERE member_id = bet.member_id AND day > bet_day;
  INSERT INTO member_bet_days AS days
    (member_id, day, bets, stake, valid_bet, win, running_bets, running_stake, running_valid_bet, running_win)
  SELECT bet.member_id, bet_day, d_bets, d_stake, d_valid, d_win,
    coalesce(earlier.running_bets, 0) + d_bets, coalesce(earlier.running_stake, 0) + d_stake,
    coalesce(earlier.running_valid_bet, 0) + d_valid, coalesce(earlier.running_win, 0) + d_win
  FROM (SELECT 1) one LEFT JOIN LATERAL (
    SELECT e.running_bets, e.running_stake, e.running_valid_bet, e.running_win FROM member_bet_days e
    WHERE e.member_id = bet.member_id AND e.day < bet_day ORDER BY e.day DESC LIMIT 1
  ) earlier ON true
  ON CONFLICT (member_id, day) DO UPDATE SET
    bets = days.bets + excluded.bets,
    stake = days.stake + excluded.stake,
    valid_bet = days.valid_bet + excluded.valid_bet,
    win = days.win + excluded.win,
    running_bets = days.running_bets + excluded.bets,
    running_stake = days.running_stake + excluded.stake,
    running_valid_bet = days.running_valid_bet + excluded.valid_bet,
    running_win = days.running_win + excluded.win;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_ancestors_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN RETURN NULL; END IF;
    IF NEW.upline_id = NEW.id OR EXISTS (
      SELECT 1 FROM member_ancestors WHERE ancestor_id = NEW.id AND member_id = NEW.upline_id
    ) THEN
      RAISE EXCEPTION 'member % cannot be placed below its own downline %', NEW.id, NEW.upline_id;
    END IF;
    -- The member and its downline leave every agent above the member, then join the new chain.
    DELETE FROM member_ancestors
    WHERE ancestor_id IN (SELECT ancestor_id FROM member_ancestors WHERE member_id = NEW.id)
      AND (member_id = NEW.id OR member_id IN (SELECT member_id FROM member_ancestors WHERE ancestor_id = NEW.id));
  END IF;
  IF NEW.upline_id IS NOT NULL THEN
    -- Its downline too: a member added in the same statement as its upline may have come first.
    INSERT INTO member_ancestors (ancestor_id, member_id, depth)
    SELECT above.ancestor_id, below.member_id, above.depth + below.depth
    FROM (
      SELECT NEW.upline_id AS ancestor_id, 1 AS depth
      UNION ALL SELECT ancestor_id, depth + 1 FROM member_ancestors WHERE member_id = NEW.upline_id
    ) above, (
      SELECT NEW.id AS member_id, 0 AS depth
      UNION ALL SELECT member_id, depth FROM member_ancestors WHERE ancestor_id = NEW.id
    ) below;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER members_member_ancestors AFTER INSERT OR UPDATE OF upline_id ON members FOR EACH ROW EXECUTE FUNCTION member_ancestors_apply();
--> statement-breakpoint
INSERT INTO member_ancestors (ancestor_id, member_id, depth)
WITH RECURSIVE chain(member_id, ancestor_id, depth) AS (
  SELECT id, upline_id, 1 FROM members WHERE upline_id IS NOT NULL
  UNION ALL
  SELECT c.member_id, m.upline_id, c.depth + 1 FROM chain c JOIN members m ON m.id = c.ancestor_id
  WHERE m.upline_id IS NOT NULL AND c.depth < 1000
)
SELECT ancestor_id, member_id, depth FROM chain;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_ledger_days_add(
  target_member integer, target_kind varchar, target_day date, d_entries integer, d_in bigint, d_out bigint
) RETURNS void AS $$
BEGIN
  UPDATE member_ledger_days SET
    running_entries = running_entries + d_entries, running_in = running_in + d_in, running_out = running_out + d_out
  WHERE member_id = target_member AND kind = target_kind AND day > target_day;
  INSERT INTO member_ledger_days AS days
    (member_id, kind, day, entries, money_in, money_out, running_entries, running_in, running_out)
  SELECT target_member, target_kind, target_day, d_entries, d_in, d_out,
    coalesce(earlier.running_entries, 0) + d_entries, coalesce(earlier.running_in, 0) + d_in,
    coalesce(earlier.running_out, 0) + d_out
  FROM (SELECT 1) one LEFT JOIN LATERAL (
    SELECT e.running_entries, e.running_in, e.running_out FROM member_ledger_days e
    WHERE e.member_id = target_member AND e.kind = target_kind AND e.day < target_day
    ORDER BY e.day DESC LIMIT 1
  ) earlier ON true
  ON CONFLICT (member_id, kind, day) DO UPDATE SET
    entries = days.entries + excluded.entries,
    money_in = days.money_in + excluded.money_in,
    money_out = days.money_out + excluded.money_out,
    running_entries = days.running_entries + excluded.entries,
    running_in = days.running_in + excluded.money_in,
    running_out = days.running_out + excluded.money_out;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
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
CREATE TRIGGER ledger_entries_member_ledger_days AFTER INSERT OR UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION member_ledger_days_apply();
--> statement-breakpoint
INSERT INTO member_ledger_days (member_id, kind, day, entries, money_in, money_out, running_entries, running_in, running_out)
SELECT member_id, kind, day, entries, money_in, money_out,
  sum(entries) OVER w, sum(money_in) OVER w, sum(money_out) OVER w
FROM (
  SELECT a.member_id, k.kind,
    ((l.created_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::integer, 0)))::date AS day,
    count(*)::integer AS entries,
    coalesce(sum(l.amount) FILTER (WHERE l.amount > 0), 0) AS money_in,
    coalesce(-sum(l.amount) FILTER (WHERE l.amount < 0), 0) AS money_out
  FROM ledger_entries l JOIN wallet_accounts a ON a.id = l.account_id JOIN members p ON p.id = a.member_id
    JOIN merchants m ON m.id = p.merchant_id, LATERAL (VALUES (l.kind::varchar), ('*')) k(kind)
  GROUP BY 1, 2, 3
) days
WINDOW w AS (PARTITION BY member_id, kind ORDER BY day);
--> statement-breakpoint
INSERT INTO team_bet_days (agent_id, day, shard, valid_bet, win)
SELECT a.ancestor_id, d.day, d.member_id % 16, sum(d.valid_bet), sum(d.win)
FROM member_ancestors a JOIN member_bet_days d ON d.member_id = a.member_id
WHERE d.valid_bet <> 0 OR d.win <> 0
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_bet_days_add(target_member integer, target_day date, d_valid bigint, d_win bigint)
RETURNS void AS $$
  INSERT INTO team_bet_days AS days (agent_id, day, shard, valid_bet, win)
  SELECT a.ancestor_id, target_day, target_member % 16, d_valid, d_win FROM member_ancestors a
  WHERE a.member_id = target_member
  -- One order for every writer, so two members' bets never wait on each other's rows crosswise.
  ORDER BY a.ancestor_id
  ON CONFLICT (agent_id, day, shard) DO UPDATE SET
    valid_bet = days.valid_bet + excluded.valid_bet,
    win = days.win + excluded.win;
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_bet_days_apply() RETURNS trigger AS $$
BEGIN
  -- A member's day changed: every agent above the member sees the change.
  IF TG_OP = 'INSERT' THEN
    PERFORM team_bet_days_add(NEW.member_id, NEW.day, NEW.valid_bet, NEW.win);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.valid_bet <> OLD.valid_bet OR NEW.win <> OLD.win THEN
      PERFORM team_bet_days_add(NEW.member_id, NEW.day, NEW.valid_bet - OLD.valid_bet, NEW.win - OLD.win);
    END IF;
  ELSE
    PERFORM team_bet_days_add(OLD.member_id, OLD.day, -OLD.valid_bet, -OLD.win);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER member_bet_days_team_bet_days AFTER INSERT OR UPDATE OR DELETE ON member_bet_days FOR EACH ROW EXECUTE FUNCTION team_bet_days_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_bet_days_follow_team() RETURNS trigger AS $$
DECLARE
  pair member_ancestors%ROWTYPE;
  direction integer;
BEGIN
  -- A member joined an agent's team (its days come along) or left it (they go).
  IF TG_OP = 'INSERT' THEN pair := NEW; direction := 1; ELSE pair := OLD; direction := -1; END IF;
  -- A member with bet days can be betting right now: wait for its bets, as their trigger waits on
  -- this, so its days are counted in exactly the teams it belongs to. A brand-new member has none
  -- (and the lock would cost a lock-table slot per member of a bulk insert).
  IF TG_OP = 'DELETE' OR EXISTS (SELECT 1 FROM member_bet_days WHERE member_id = pair.member_id) THEN
    PERFORM pg_advisory_xact_lock(1014, pair.member_id);
  END IF;
  INSERT INTO team_bet_days AS days (agent_id, day, shard, valid_bet, win)
  SELECT pair.ancestor_id, d.day, d.member_id % 16, direction * d.valid_bet, direction * d.win
  FROM member_bet_days d WHERE d.member_id = pair.member_id AND (d.valid_bet <> 0 OR d.win <> 0)
  ORDER BY d.day
  ON CONFLICT (agent_id, day, shard) DO UPDATE SET
    valid_bet = days.valid_bet + excluded.valid_bet,
    win = days.win + excluded.win;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER member_ancestors_team_bet_days AFTER INSERT OR DELETE ON member_ancestors FOR EACH ROW EXECUTE FUNCTION team_bet_days_follow_team();
