-- CreateTable
CREATE TABLE "payment_daily_totals" (
    "day" DATE NOT NULL,
    "plan" "plan" NOT NULL,
    "payment_count" INTEGER NOT NULL DEFAULT 0,
    "amount_pence" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "payment_daily_totals_pkey" PRIMARY KEY ("day","plan")
);

-- Keeps payment_daily_totals equal to the succeeded payments (paid_at set) per UTC day of paid_at and plan.
-- Statement-level triggers with transition tables: a COPY or multi-row insert is folded in with one aggregate,
-- and rows are upserted in (day, plan) order so concurrent writers lock them in the same order.
CREATE FUNCTION "payment_daily_totals_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "payment_daily_totals" AS t ("day", "plan", "payment_count", "amount_pence")
    SELECT ("paid_at" AT TIME ZONE 'UTC')::date, "plan", count(*), sum("amount_pence")
      FROM "new_payments" WHERE "status" = 'succeeded' AND "paid_at" IS NOT NULL
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "plan") DO UPDATE
      SET "payment_count" = t."payment_count" + EXCLUDED."payment_count",
          "amount_pence" = t."amount_pence" + EXCLUDED."amount_pence";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "payment_daily_totals" AS t ("day", "plan", "payment_count", "amount_pence")
    SELECT "day", "plan", sum("n"), sum("pence") FROM (
      SELECT ("paid_at" AT TIME ZONE 'UTC')::date AS "day", "plan", 1 AS "n", "amount_pence"::bigint AS "pence"
        FROM "new_payments" WHERE "status" = 'succeeded' AND "paid_at" IS NOT NULL
      UNION ALL
      SELECT ("paid_at" AT TIME ZONE 'UTC')::date, "plan", -1, -"amount_pence"::bigint
        FROM "old_payments" WHERE "status" = 'succeeded' AND "paid_at" IS NOT NULL
    ) AS "changes"
     GROUP BY 1, 2 HAVING sum("n") <> 0 OR sum("pence") <> 0 ORDER BY 1, 2
    ON CONFLICT ("day", "plan") DO UPDATE
      SET "payment_count" = t."payment_count" + EXCLUDED."payment_count",
          "amount_pence" = t."amount_pence" + EXCLUDED."amount_pence";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "payment_daily_totals" AS t ("day", "plan", "payment_count", "amount_pence")
    SELECT ("paid_at" AT TIME ZONE 'UTC')::date, "plan", -count(*), -sum("amount_pence")
      FROM "old_payments" WHERE "status" = 'succeeded' AND "paid_at" IS NOT NULL
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "plan") DO UPDATE
      SET "payment_count" = t."payment_count" + EXCLUDED."payment_count",
          "amount_pence" = t."amount_pence" + EXCLUDED."amount_pence";
  ELSE
    TRUNCATE "payment_daily_totals";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "payments_daily_totals_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "new_payments" FOR EACH STATEMENT EXECUTE FUNCTION "payment_daily_totals_track"();
CREATE TRIGGER "payments_daily_totals_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS "old_payments" NEW TABLE AS "new_payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_daily_totals_track"();
CREATE TRIGGER "payments_daily_totals_delete" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS "old_payments" FOR EACH STATEMENT EXECUTE FUNCTION "payment_daily_totals_track"();
CREATE TRIGGER "payments_daily_totals_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_daily_totals_track"();

-- The payments already there.
INSERT INTO "payment_daily_totals" ("day", "plan", "payment_count", "amount_pence")
SELECT ("paid_at" AT TIME ZONE 'UTC')::date, "plan", count(*), sum("amount_pence")
  FROM "payments" WHERE "status" = 'succeeded' AND "paid_at" IS NOT NULL
 GROUP BY 1, 2;
