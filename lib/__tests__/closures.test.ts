import {
  activeClosure,
  addDays,
  closureSpan,
  closuresToAnnounce,
  isoWeekday,
  noticeSpan,
  within,
} from '../closures';
import type { ZoneOffsets } from '../open-now-clock';

/** America/Mazatlan: UTC-7 all year. */
const MAZATLAN: ZoneOffsets = [[0, -7 * 60]];
const at = (iso: string) => new Date(iso).getTime();

const winter = {
  practices: ['hospital', 'unidad'],
  starts: '2026-12-24',
  startTime: '14:00',
  ends: '2027-01-04',
  reason: 'vacaciones' as const,
};
const congress = {
  practices: ['hospital'],
  starts: '2027-03-10',
  ends: '2027-03-12',
  reason: 'congreso' as const,
};
const closures = [congress, winter];

describe('closures', () => {
  it('a range crossing a year: closed on 31 December and on 4 January, in the practice time zone', () => {
    expect(activeClosure(closures, 'hospital', MAZATLAN, at('2026-12-31T12:00:00-07:00'))).toBe(
      winter,
    );
    expect(activeClosure(closures, 'hospital', MAZATLAN, at('2027-01-04T23:59:00-07:00'))).toBe(
      winter,
    );
  });

  it('a closure starting mid-day: open in the morning, closed from its start time', () => {
    expect(
      activeClosure(closures, 'hospital', MAZATLAN, at('2026-12-24T13:59:00-07:00')),
    ).toBeUndefined();
    expect(activeClosure(closures, 'hospital', MAZATLAN, at('2026-12-24T14:00:00-07:00'))).toBe(
      winter,
    );
  });

  it('the day after it ends is open again, from midnight on the practice clock', () => {
    expect(
      activeClosure(closures, 'hospital', MAZATLAN, at('2027-01-05T00:00:00-07:00')),
    ).toBeUndefined();
    // 06:30 UTC on the 5th is still the 4th in Mazatlán.
    expect(activeClosure(closures, 'hospital', MAZATLAN, at('2027-01-05T06:30:00Z'))).toBe(winter);
  });

  it('both practices closed at once; a closure of one leaves the other open', () => {
    const now = at('2027-01-02T10:00:00-07:00');
    expect(activeClosure(closures, 'hospital', MAZATLAN, now)).toBe(winter);
    expect(activeClosure(closures, 'unidad', MAZATLAN, now)).toBe(winter);
    const inCongress = at('2027-03-11T10:00:00-07:00');
    expect(activeClosure(closures, 'hospital', MAZATLAN, inCongress)).toBe(congress);
    expect(activeClosure(closures, 'unidad', MAZATLAN, inCongress)).toBeUndefined();
  });

  it('announces from 00:00 fourteen days before the first closed day until the end', () => {
    expect(closuresToAnnounce(closures, MAZATLAN, at('2026-12-09T23:59:00-07:00'))).toEqual([]);
    expect(closuresToAnnounce(closures, MAZATLAN, at('2026-12-10T00:00:00-07:00'))).toEqual([
      winter,
    ]);
    expect(closuresToAnnounce(closures, MAZATLAN, at('2027-01-04T23:59:00-07:00'))).toEqual([
      winter,
    ]);
    expect(closuresToAnnounce(closures, MAZATLAN, at('2027-01-05T00:00:00-07:00'))).toEqual([]);
    expect(closuresToAnnounce(closures, MAZATLAN, at('2027-03-01T09:00:00-07:00'))).toEqual([
      congress,
    ]);
  });

  it('lists two announced closures earliest first', () => {
    const early = { ...congress, starts: '2026-12-20', ends: '2026-12-21' };
    expect(closuresToAnnounce([winter, early], MAZATLAN, at('2026-12-15T09:00:00-07:00'))).toEqual([
      early,
      winter,
    ]);
  });

  it('follows a daylight-saving change inside the span', () => {
    // A zone at UTC-6 that moves to UTC-5 on 2027-03-14 08:00 UTC.
    const dst: ZoneOffsets = [
      [0, -360],
      [at('2027-03-14T08:00:00Z'), -300],
    ];
    const [start, end] = closureSpan(
      { practices: ['x'], starts: '2027-03-10', ends: '2027-03-20' },
      dst,
    );
    expect(new Date(start).toISOString()).toBe('2027-03-10T06:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2027-03-21T05:00:00.000Z');
    expect(
      within(
        noticeSpan({ practices: ['x'], starts: '2027-03-10', ends: '2027-03-20' }, dst),
        at('2027-02-24T06:00:00Z'),
      ),
    ).toBe(true);
  });

  it('reads weekdays and adds days across a year', () => {
    expect(isoWeekday('2027-01-04')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
