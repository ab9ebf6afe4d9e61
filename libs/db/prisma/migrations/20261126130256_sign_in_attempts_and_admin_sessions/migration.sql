-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "idle_timeout_seconds" INTEGER,
ADD COLUMN     "last_active_at" TIMESTAMPTZ(3),
ADD COLUMN     "portal" TEXT NOT NULL DEFAULT 'site';

-- AlterTable
ALTER TABLE "two_factor_challenges" ADD COLUMN     "attempt_hash" TEXT,
ADD COLUMN     "purpose" TEXT NOT NULL DEFAULT 'site';

-- CreateIndex
CREATE INDEX "two_factor_challenges_attempt_hash_idx" ON "two_factor_challenges"("attempt_hash");

-- The admin's "JWT secret" setting never signed anything (JWT_SECRET does): stored values are dropped with it.
DELETE FROM "settings" WHERE "group" = 'security' AND "key" = 'jwtSecret';
