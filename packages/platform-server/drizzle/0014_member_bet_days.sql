CREATE TABLE "member_bet_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"bets" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "member_bet_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
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
  INSERT INTO member_bet_days AS days (member_id, day, bets, stake, valid_bet, win)
  VALUES (bet.member_id, ((bet.placed_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(offset_minutes, 0)))::date, d_bets, d_stake, d_valid, d_win)
  ON CONFLICT (member_id, day) DO UPDATE SET
    bets = days.bets + excluded.bets,
    stake = days.stake + excluded.stake,
    valid_bet = days.valid_bet + excluded.valid_bet,
    win = days.win + excluded.win;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bets_member_bet_days AFTER INSERT OR UPDATE OR DELETE ON bets FOR EACH ROW EXECUTE FUNCTION member_bet_days_apply();
--> statement-breakpoint
INSERT INTO member_bet_days (member_id, day, bets, stake, valid_bet, win)
SELECT b.member_id,
  ((b.placed_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::integer, 0)))::date,
  count(*) FILTER (WHERE b.status <> 'rolled_back'),
  coalesce(sum(b.stake) FILTER (WHERE b.status <> 'rolled_back'), 0),
  coalesce(sum(b.stake) FILTER (WHERE b.status = 'settled'), 0),
  coalesce(sum(b.win) FILTER (WHERE b.status = 'settled'), 0)
FROM bets b JOIN merchants m ON m.id = b.merchant_id
GROUP BY 1, 2;
