import { describe, expect, it } from 'vitest';
import { type EventPattern, matchesPattern } from '../../../scripts/local-cloud/event-pattern';

const event = {
  'detail-type': 'DropStateChanged',
  source: 'collectibles.platform',
  detail: { drop_id: 'drop-1', to: 0, tags: ['news', 'vip'], note: null },
};

const matches = (pattern: EventPattern) => matchesPattern(pattern, event);

describe('event patterns', () => {
  it('matches exact values, any of a list, and every field at once', () => {
    expect(matches({ 'detail-type': ['DropStateChanged'] })).toBe(true);
    expect(matches({ 'detail-type': ['EmailSubscribed', 'DropStateChanged'] })).toBe(true);
    expect(matches({ 'detail-type': ['EmailSubscribed'] })).toBe(false);
    expect(matches({ 'detail-type': ['DropStateChanged'], detail: { to: [0] } })).toBe(true);
    expect(matches({ 'detail-type': ['DropStateChanged'], detail: { to: [1] } })).toBe(false);
    expect(matches({ detail: { note: [null] } })).toBe(true);
  });

  it('matches an array field when any element matches', () => {
    expect(matches({ detail: { tags: ['vip'] } })).toBe(true);
    expect(matches({ detail: { tags: ['press'] } })).toBe(false);
  });

  it('matches prefixes', () => {
    expect(matches({ source: [{ prefix: 'collectibles.' }] })).toBe(true);
    expect(matches({ source: [{ prefix: 'aws.' }] })).toBe(false);
    expect(matches({ detail: { to: [{ prefix: '0' }] } })).toBe(false);
  });

  it('matches anything-but a value, a list or a prefix, never a missing field', () => {
    expect(matches({ detail: { drop_id: [{ 'anything-but': 'drop-2' }] } })).toBe(true);
    expect(matches({ detail: { drop_id: [{ 'anything-but': 'drop-1' }] } })).toBe(false);
    expect(matches({ detail: { drop_id: [{ 'anything-but': ['drop-1', 'drop-2'] }] } })).toBe(false);
    expect(matches({ detail: { drop_id: [{ 'anything-but': { prefix: 'drop-' } }] } })).toBe(false);
    expect(matches({ detail: { drop_id: [{ 'anything-but': { prefix: 'pack-' } }] } })).toBe(true);
    expect(matches({ detail: { missing: [{ 'anything-but': 'x' }] } })).toBe(false);
  });

  it('matches exists, nested objects included', () => {
    expect(matches({ detail: { drop_id: [{ exists: true }] } })).toBe(true);
    expect(matches({ detail: { missing: [{ exists: true }] } })).toBe(false);
    expect(matches({ detail: { missing: [{ exists: false }] } })).toBe(true);
    expect(matches({ detail: { drop_id: [{ exists: false }] } })).toBe(false);
    expect(matches({ absent: { inner: [{ exists: false }] } })).toBe(true);
    expect(matches({ absent: { inner: ['x'] } })).toBe(false);
  });
});
