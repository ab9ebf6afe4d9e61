-- AlterTable
ALTER TABLE "email_logs" ADD COLUMN     "expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "pending_message" TEXT;
