import { describe, expect, it } from 'vitest';
import { covers, parseDbSnapshot, parseVersionToken, requestedVersion, versionToken } from './catalog-version.ts';

const snap = (text: string) => parseDbSnapshot(text)!;

describe('catalogue versions', () => {
  it('reads pg_snapshot text and refuses anything else', () => {
    expect(snap('10:14:10,12')).toEqual({ xmin: 10, xmax: 14, xip: new Set([10, 12]) });
    expect(snap('7:7:')).toEqual({ xmin: 7, xmax: 7, xip: new Set() });
    for (const bad of ['', '7', '7:6:', '7:9:5', '7:9:9', 'a:b:', '1:2:1,,']) expect(parseDbSnapshot(bad)).toBeNull();
    expect(parseVersionToken(versionToken('10:14:10,12'))).toEqual(snap('10:14:10,12'));
  });

  it('a view covers a version when it sees every transaction the version sees', () => {
    // Taken later, nothing in progress: covers.
    expect(covers(snap('20:20:'), snap('15:15:'))).toBe(true);
    // The same snapshot covers itself.
    expect(covers(snap('10:14:10,12'), snap('10:14:10,12'))).toBe(true);
    // The version saw 13 finish; the view had not started it (xmax 13).
    expect(covers(snap('10:13:10,12'), snap('10:14:10,12'))).toBe(false);
    // The version saw 12 committed; the view still had it in progress.
    expect(covers(snap('10:20:10,12'), snap('10:14:10'))).toBe(false);
    // In progress for both: not needed yet.
    expect(covers(snap('10:20:12'), snap('10:14:10,12'))).toBe(true);
    // The view's xmax is lower, but every id between is in progress for the version too.
    expect(covers(snap('10:12:10'), snap('10:14:10,12,13'))).toBe(true);
  });

  it('finds the version in the header first, else in the cookie', () => {
    expect(requestedVersion({ 'x-catalog-version': '1:2:' })).toBe('1:2:');
    expect(requestedVersion({ cookie: 'a=b; catalog_version=5:9:6.7; c=d' })).toBe('5:9:6.7');
    expect(requestedVersion({ cookie: 'catalog_version=5:9:' })).toBe('5:9:');
    expect(requestedVersion({ cookie: 'xcatalog_version=5:9:' })).toBeNull();
    expect(requestedVersion({})).toBeNull();
  });
});
