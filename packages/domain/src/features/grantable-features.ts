// Zod-free. A file of its own so that the pages every user loads (the login page's gate reads
// upgrade-contexts.ts) do not carry it.
import { BASIC_FEATURES } from './feature-access';
import { PAID_FEATURES } from './upgrade-contexts';

/** Every feature code a plan or an add-on may grant: the basic ones and the paid ones. */
export const GRANTABLE_FEATURES: readonly string[] = [...BASIC_FEATURES, ...PAID_FEATURES];
