-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "live_calls" BOOLEAN NOT NULL DEFAULT false;
