-- A customer may consent to promotions at the storefront's checkout (issue 33).
ALTER TABLE "customers" DROP CONSTRAINT "customers_consent_source_check";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_consent_source_check" CHECK ("customers"."marketing_consent_source" IS NULL OR "customers"."marketing_consent_source" IN ('back_office', 'sign_up_link', 'storefront'));