-- DropIndex
DROP INDEX "users_email_normalized_trgm_idx";

-- DropIndex
DROP INDEX "users_full_name_trgm_idx";

-- CreateTable
CREATE TABLE "user_search" (
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "plan" "plan" NOT NULL,
    "full_name" TEXT NOT NULL,
    "email_normalized" TEXT NOT NULL,

    CONSTRAINT "user_search_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "user_search_created_at_user_id_idx" ON "user_search"("created_at", "user_id");

-- CreateIndex
CREATE INDEX "user_search_plan_created_at_user_id_idx" ON "user_search"("plan", "created_at", "user_id");

-- CreateIndex
CREATE INDEX "user_search_full_name_trgm_idx" ON "user_search" USING GIN ("full_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "user_search_email_normalized_trgm_idx" ON "user_search" USING GIN ("email_normalized" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "user_search" ADD CONSTRAINT "user_search_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Keeps user_search equal to users (deletes follow through the foreign key's cascade). Statement-level triggers
-- with transition tables, so a COPY or multi-row insert is mirrored with one INSERT … SELECT.
CREATE FUNCTION "user_search_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_search" ("user_id", "created_at", "plan", "full_name", "email_normalized")
    SELECT "id", "created_at", "plan", "full_name", "email_normalized" FROM "new_users";
  ELSE
    UPDATE "user_search" AS s
       SET "created_at" = n."created_at", "plan" = n."plan", "full_name" = n."full_name",
           "email_normalized" = n."email_normalized"
      FROM "new_users" AS n
     WHERE s."user_id" = n."id"
       AND (s."created_at", s."plan", s."full_name", s."email_normalized")
           IS DISTINCT FROM (n."created_at", n."plan", n."full_name", n."email_normalized");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "users_search_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_users" FOR EACH STATEMENT EXECUTE FUNCTION "user_search_track"();
CREATE TRIGGER "users_search_update" AFTER UPDATE ON "users"
  REFERENCING NEW TABLE AS "new_users" FOR EACH STATEMENT EXECUTE FUNCTION "user_search_track"();

-- The users already there.
INSERT INTO "user_search" ("user_id", "created_at", "plan", "full_name", "email_normalized")
SELECT "id", "created_at", "plan", "full_name", "email_normalized" FROM "users";
