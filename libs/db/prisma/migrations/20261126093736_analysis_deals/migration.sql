-- CreateEnum
CREATE TYPE "deal_model" AS ENUM ('purchase', 'rent_to_rent', 'lease');

-- CreateTable
CREATE TABLE "deals" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "model" "deal_model" NOT NULL,
    "input" JSONB NOT NULL,
    "input_version" INTEGER NOT NULL,
    "headline" JSONB NOT NULL,
    "net_cash_flow" DOUBLE PRECISION NOT NULL,
    "net_roi_percent" DOUBLE PRECISION,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "deals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deal_shares" (
    "id" UUID NOT NULL,
    "deal_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "deal_shares_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deals_user_id_updated_at_idx" ON "deals"("user_id", "updated_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "deal_shares_token_hash_key" ON "deal_shares"("token_hash");

-- CreateIndex
CREATE INDEX "deal_shares_deal_id_idx" ON "deal_shares"("deal_id");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys"("secret_hash");

-- CreateIndex
CREATE INDEX "api_keys_user_id_idx" ON "api_keys"("user_id");

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_shares" ADD CONSTRAINT "deal_shares_deal_id_fkey" FOREIGN KEY ("deal_id") REFERENCES "deals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- At most one live share link per deal: two owners' clicks racing each other end with one token (added by hand:
-- Prisma cannot declare a partial unique index).
CREATE UNIQUE INDEX "deal_shares_one_live_per_deal" ON "deal_shares"("deal_id") WHERE "revoked_at" IS NULL;
