-- CreateIndex
CREATE INDEX "subscriptions_status_created_at_idx" ON "subscriptions"("status", "created_at");

-- CreateIndex
CREATE INDEX "subscriptions_created_at_status_canceled_at_idx" ON "subscriptions"("created_at", "status", "canceled_at");
