import { z } from 'zod';

/**
 * Ids are PostgreSQL serials (at most 2^31 − 1): a larger number names no row, and sent to the
 * database it would fail as out of range (a 500) instead of answering 404 or 422.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const RowIdSchema = z.number().int().positive().max(MAX_ROW_ID);

/** A row id in a URL path or query, where it arrives as text. */
export const PathIdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
