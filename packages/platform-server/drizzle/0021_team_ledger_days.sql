CREATE TABLE "team_ledger_days" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"shard" smallint NOT NULL,
	"entries" bigint NOT NULL,
	"money_in" bigint NOT NULL,
	"money_out" bigint NOT NULL,
	CONSTRAINT "team_ledger_days_agent_id_day_kind_shard_pk" PRIMARY KEY("agent_id","day","kind","shard")
);
--> statement-breakpoint
CREATE INDEX "member_ledger_days_kind_day" ON "member_ledger_days" USING btree ("kind","day");--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_ledger_days_add(
  target_member integer, target_kind varchar, target_day date, d_entries bigint, d_in bigint, d_out bigint
) RETURNS void AS $$
  INSERT INTO team_ledger_days AS days (agent_id, day, kind, shard, entries, money_in, money_out)
  SELECT a.ancestor_id, target_day, target_kind, target_member % 16, d_entries, d_in, d_out
  FROM member_ancestors a WHERE a.member_id = target_member
  -- One order for every writer, so two members' entries never wait on each other's rows crosswise.
  ORDER BY a.ancestor_id
  ON CONFLICT (agent_id, day, kind, shard) DO UPDATE SET
    entries = days.entries + excluded.entries,
    money_in = days.money_in + excluded.money_in,
    money_out = days.money_out + excluded.money_out;
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_ledger_days_apply() RETURNS trigger AS $$
BEGIN
  -- A member's day of one kind changed (the triggers' WHEN clauses leave out '*' rows and changes of
  -- the running totals alone): every agent above the member sees the change.
  IF TG_OP = 'UPDATE' AND (NEW.member_id, NEW.kind, NEW.day) = (OLD.member_id, OLD.kind, OLD.day) THEN
    PERFORM team_ledger_days_add(NEW.member_id, NEW.kind, NEW.day,
      NEW.entries - OLD.entries, NEW.money_in - OLD.money_in, NEW.money_out - OLD.money_out);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.kind <> '*' THEN
    PERFORM team_ledger_days_add(OLD.member_id, OLD.kind, OLD.day, -OLD.entries, -OLD.money_in, -OLD.money_out);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.kind <> '*' THEN
    PERFORM team_ledger_days_add(NEW.member_id, NEW.kind, NEW.day, NEW.entries, NEW.money_in, NEW.money_out);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER member_ledger_days_team_ledger_days_insert AFTER INSERT ON member_ledger_days FOR EACH ROW
  WHEN (NEW.kind <> '*') EXECUTE FUNCTION team_ledger_days_apply();
--> statement-breakpoint
CREATE TRIGGER member_ledger_days_team_ledger_days_update AFTER UPDATE ON member_ledger_days FOR EACH ROW
  WHEN ((NEW.kind <> '*' OR OLD.kind <> '*') AND (NEW.entries <> OLD.entries OR NEW.money_in <> OLD.money_in
    OR NEW.money_out <> OLD.money_out OR NEW.member_id <> OLD.member_id OR NEW.kind <> OLD.kind OR NEW.day <> OLD.day))
  EXECUTE FUNCTION team_ledger_days_apply();
--> statement-breakpoint
CREATE TRIGGER member_ledger_days_team_ledger_days_delete AFTER DELETE ON member_ledger_days FOR EACH ROW
  WHEN (OLD.kind <> '*') EXECUTE FUNCTION team_ledger_days_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_ledger_days_follow_team() RETURNS trigger AS $$
DECLARE
  pair member_ancestors%ROWTYPE;
  direction integer;
BEGIN
  -- A member joined an agent's team (its ledger days come along) or left it (they go).
  IF TG_OP = 'INSERT' THEN pair := NEW; direction := 1; ELSE pair := OLD; direction := -1; END IF;
  -- Wait for the member's ledger writes in flight, as their trigger (member_ledger_days_apply) waits
  -- on this, so its days are counted in exactly the teams it belongs to; a brand-new member has none.
  IF TG_OP = 'DELETE' OR EXISTS (SELECT 1 FROM member_ledger_days WHERE member_id = pair.member_id) THEN
    PERFORM pg_advisory_xact_lock(1016, pair.member_id);
  END IF;
  INSERT INTO team_ledger_days AS days (agent_id, day, kind, shard, entries, money_in, money_out)
  SELECT pair.ancestor_id, d.day, d.kind, d.member_id % 16,
    direction * d.entries, direction * d.money_in, direction * d.money_out
  FROM member_ledger_days d
  WHERE d.member_id = pair.member_id AND d.kind <> '*' AND (d.entries <> 0 OR d.money_in <> 0 OR d.money_out <> 0)
  ORDER BY d.day, d.kind
  ON CONFLICT (agent_id, day, kind, shard) DO UPDATE SET
    entries = days.entries + excluded.entries,
    money_in = days.money_in + excluded.money_in,
    money_out = days.money_out + excluded.money_out;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER member_ancestors_team_ledger_days AFTER INSERT OR DELETE ON member_ancestors FOR EACH ROW EXECUTE FUNCTION team_ledger_days_follow_team();
--> statement-breakpoint
INSERT INTO team_ledger_days (agent_id, day, kind, shard, entries, money_in, money_out)
SELECT a.ancestor_id, d.day, d.kind, d.member_id % 16, sum(d.entries), sum(d.money_in), sum(d.money_out)
FROM member_ancestors a JOIN member_ledger_days d ON d.member_id = a.member_id
WHERE d.kind <> '*' AND (d.entries <> 0 OR d.money_in <> 0 OR d.money_out <> 0)
GROUP BY 1, 2, 3, 4;
