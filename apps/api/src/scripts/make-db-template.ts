import { ensureTemplate } from '../db/embedded/template';

// npm install runs this (apps/api "postinstall"): the embedded database's template is made once per
// installed PGlite version, so that the first `npm start` copies it instead of running initdb
// (docs/decisions/0019). It never fails an install: without it, the first start makes it.

try {
  console.log(`Embedded database template: ${await ensureTemplate((line) => console.log(line))}`);
} catch (err) {
  console.warn(`The embedded database template was not made now (the first start will make it): ${String(err)}`);
}
