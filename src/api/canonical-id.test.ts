import { describe, expect, it } from 'vitest';
import { canonicalId, canonicalizeIds } from './canonical-id';

describe('canonicalId', () => {
  it('puts a UUID in lower case and leaves every other id as it is', () => {
    expect(canonicalId('4B0E4A8E-7C5E-4C38-9A55-6D5E2F6A1B2C')).toBe('4b0e4a8e-7c5e-4c38-9a55-6d5e2f6a1b2c');
    // A business's CustomerID and the opaque ids are case-sensitive strings.
    for (const id of ['ALICE', 'pm_QX9TW87N9R3XE9EE5WVE', 'VA12AB', '4B0E4A8E7C5E4C389A556D5E2F6A1B2C', ' 4B0E4A8E-7C5E-4C38-9A55-6D5E2F6A1B2C']) expect(canonicalId(id)).toBe(id);
  });
  it('canonicalizes the UUID fields of a record only', () => {
    const record = { ChannelID: 'AB0E4A8E-7C5E-4C38-9A55-6D5E2F6A1B2C', CustomerID: 'CD0E4A8E-7C5E-4C38-9A55-6D5E2F6A1B2C', PaymentMethodID: 'EF0E4A8E-7C5E-4C38-9A55-6D5E2F6A1B2C', FormSessionID: 7 };
    expect(canonicalizeIds(record)).toEqual({ ChannelID: 'ab0e4a8e-7c5e-4c38-9a55-6d5e2f6a1b2c', CustomerID: 'CD0E4A8E-7C5E-4C38-9A55-6D5E2F6A1B2C', PaymentMethodID: 'EF0E4A8E-7C5E-4C38-9A55-6D5E2F6A1B2C', FormSessionID: 7 });
    expect(canonicalizeIds(undefined)).toBeUndefined();
  });
});
