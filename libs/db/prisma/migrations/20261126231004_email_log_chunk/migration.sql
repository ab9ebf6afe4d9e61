-- AlterTable
ALTER TABLE "email_logs" ADD COLUMN     "chunk_id" UUID;

-- CreateIndex
CREATE INDEX "email_logs_broadcast_id_chunk_id_idx" ON "email_logs"("broadcast_id", "chunk_id");

-- Broadcast rows still pending from before chunk jobs: each is its own chunk (keyed by its recipient), so the
-- reconciler can queue a chunk job for it.
UPDATE "email_logs" SET "chunk_id" = "user_id"
 WHERE "broadcast_id" IS NOT NULL AND "status" = 'pending' AND "chunk_id" IS NULL;
