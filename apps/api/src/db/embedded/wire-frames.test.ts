import { describe, expect, it } from 'vitest';
import { FrameReader } from './wire-frames';

// What a client sends, byte by byte as PostgreSQL's frontend protocol 3.0 lays it out.
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const startup = Buffer.concat([int32(4 + 4 + 15), int32(196608), Buffer.from('user\0postgres\0\0')]);
const sslRequest = Buffer.concat([int32(8), int32(80877103)]);
const cancelRequest = Buffer.concat([int32(16), int32(80877102), int32(1), int32(2)]);
const typed = (type: string, body: string) => Buffer.concat([Buffer.from(type), int32(4 + Buffer.byteLength(body)), Buffer.from(body)]);
const query = typed('Q', 'select 1\0');
const sync = typed('S', '');
const terminate = typed('X', '');

describe('FrameReader', () => {
  it('refuses encryption, then hands over the startup message whole', () => {
    const reader = new FrameReader();
    expect(reader.push(sslRequest)).toEqual([{ kind: 'no-encryption' }]);
    expect(reader.push(startup)).toEqual([{ kind: 'startup', bytes: startup }]);
  });

  it('keeps a message split across chunks until its last byte arrives', () => {
    const reader = new FrameReader();
    const bytes = Buffer.concat([startup, query]);
    const frames = [...bytes].flatMap((byte) => reader.push(Uint8Array.of(byte)));
    expect(frames.map((f) => ('bytes' in f ? Buffer.from(f.bytes) : f.kind))).toEqual([startup, query]);
  });

  it('passes pipelined messages on together, and stops at Terminate', () => {
    const reader = new FrameReader();
    reader.push(startup);
    const frames = reader.push(Buffer.concat([query, sync, terminate, query]));
    expect(frames).toEqual([{ kind: 'messages', bytes: Buffer.concat([query, sync]) }, { kind: 'terminate' }, { kind: 'messages', bytes: query }]);
  });

  it('recognises a CancelRequest on a connection of its own', () => {
    expect(new FrameReader().push(cancelRequest)).toEqual([{ kind: 'cancel' }]);
  });
});
