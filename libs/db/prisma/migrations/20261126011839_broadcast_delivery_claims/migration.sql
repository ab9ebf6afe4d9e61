-- DropIndex
DROP INDEX "email_logs_status_idx";

-- AlterTable
ALTER TABLE "broadcasts" ADD COLUMN     "fanned_out_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "email_logs" ADD COLUMN     "claimed_until" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "email_logs_status_updated_at_idx" ON "email_logs"("status", "updated_at");
