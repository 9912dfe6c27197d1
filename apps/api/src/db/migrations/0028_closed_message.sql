-- General settings (issue 33): the note the public menu shows while the business is closed.
ALTER TABLE "businesses" ADD COLUMN "closed_message" text;
