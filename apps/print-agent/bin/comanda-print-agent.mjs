#!/usr/bin/env node
// The print agent's command (`npx comanda-print-agent`, `npm run print-agent`): its TypeScript runs
// through tsx, as the repository's other scripts do.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
