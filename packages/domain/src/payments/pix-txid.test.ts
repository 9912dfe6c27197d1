import { describe, expect, it } from 'vitest';
import { dynamicPixTxid, orderUuidOfDynamicTxid, staticPixTxid } from './pix-txid';

describe('pix txids of an order', () => {
  const uuid = '7F3A9C2E-1B4D-4E8F-9A0B-C1D2E3F40516';

  it('are alphanumeric, of the length each kind of charge takes, and always the same for one order', () => {
    expect(dynamicPixTxid(uuid)).toBe('7f3a9c2e1b4d4e8f9a0bc1d2e3f40516');
    expect(dynamicPixTxid(uuid)).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    expect(staticPixTxid(uuid)).toBe('7f3a9c2e1b4d4e8f9a0bc1d2e');
    expect(staticPixTxid(uuid)).toMatch(/^[a-zA-Z0-9]{1,25}$/);
    expect(dynamicPixTxid(uuid.toLowerCase())).toBe(dynamicPixTxid(uuid));
  });

  it('lead back from a dynamic txid to the order uuid, and from nothing else', () => {
    expect(orderUuidOfDynamicTxid(dynamicPixTxid(uuid))).toBe(uuid.toLowerCase());
    expect(orderUuidOfDynamicTxid(dynamicPixTxid(uuid).toUpperCase())).toBe(uuid.toLowerCase());
    for (const other of ['', staticPixTxid(uuid), `${dynamicPixTxid(uuid)}0`, 'g'.repeat(32), '7f3a9c2e-1b4d-4e8f-9a0b-c1d2e3f40516']) expect(orderUuidOfDynamicTxid(other)).toBeNull();
  });
});
