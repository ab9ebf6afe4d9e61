-- The payment settings publishableKey and testMode took effect nowhere: checkout is hosted by the provider (no
-- publishable key is used) and test or live is the secret key's own prefix. They are no longer shown or accepted;
-- their stored values go too, so no service ever reads them again.
DELETE FROM "settings" WHERE "group" = 'payment' AND "key" IN ('publishableKey', 'testMode');
