import { ensureMigratedTemplate } from '../db/client';

// npm install runs this (apps/api "postinstall"): the embedded database's templates are made once,
// so that the first `npm start` copies a migrated database instead of running initdb and the
// migrations (docs/decisions/0020). It never fails an install: without them, a start makes what it needs.

try {
  console.log(`Embedded database template: ${await ensureMigratedTemplate()}`);
} catch (err) {
  console.warn(`The embedded database template was not made now (the first start will make it): ${String(err)}`);
}
