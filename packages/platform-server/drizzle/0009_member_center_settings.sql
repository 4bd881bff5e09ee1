-- Merchant settings of the member center for databases seeded before them (a fresh database gets
-- them from the seed, which runs after migrations): the Philippines merchant keeps one wallet and
-- counts days at UTC+8; Bangladesh keeps game wallets and counts days at UTC+6. Keys already set win.
UPDATE "merchants" SET "settings" = '{"isSingle": true, "gameWallets": [], "utcOffsetMinutes": 480}'::jsonb || "settings" WHERE "code" = 'ph';--> statement-breakpoint
UPDATE "merchants" SET "settings" = '{"isSingle": false, "gameWallets": ["AG", "PT", "CQ9", "SBT", "KY"], "utcOffsetMinutes": 360}'::jsonb || "settings" WHERE "code" = 'bd';--> statement-breakpoint
UPDATE "merchants" SET "settings" = '{"isSingle": true, "gameWallets": [], "utcOffsetMinutes": 0}'::jsonb || "settings" WHERE "code" NOT IN ('ph', 'bd');
