-- The service charge's default per on-premises sub-type (issue 31): the PDV starts a table (mesa) order with it
-- on and a counter (balcão) order with it off, unless the business says otherwise in its general settings.
ALTER TABLE "businesses" ADD COLUMN "service_charge_default" jsonb DEFAULT '{"mesa":true,"balcao":false}'::jsonb NOT NULL;
