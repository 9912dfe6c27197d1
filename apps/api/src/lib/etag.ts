import { createHash } from 'node:crypto';

/** A weak validator of a body made once and sent many times: a repeat read with it answers 304. */
export const weakEtag = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;
