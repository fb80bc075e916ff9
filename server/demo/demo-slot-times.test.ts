import { describe, expect, it } from 'vitest';
import { WeekdayValue as D } from '../content/site-config.types';
import { slotTimes } from './demo-slot-times';

const SLOTS = ['10:00-13:00', '13:00-16:00', '16:00-19:00'];
const WEEK = [D.MONDAY, D.TUESDAY, D.WEDNESDAY, D.THURSDAY, D.FRIDAY];
const days = (times: ReturnType<typeof slotTimes>) => times.map((t) => `${t.isoDay} ${t.starts}-${t.ends}`);

describe('slotTimes', () => {
  it.each([
    {
      name: 'weekdays 09–18 and Saturday 10–13: three slots each weekday, the morning one on Saturday',
      hours: [
        { days: WEEK, opens: '09:00', closes: '18:00' },
        { days: [D.SATURDAY], opens: '10:00', closes: '13:00' },
      ],
      expected: [...[1, 2, 3, 4, 5].flatMap((d) => SLOTS.map((s) => `${d} ${s}`)), '6 10:00-13:00'],
    },
    {
      name: 'a slot that starts at closing time is not offered',
      hours: [{ days: [D.SATURDAY], opens: '09:00', closes: '13:00' }],
      expected: ['6 10:00-13:00'],
    },
    {
      name: 'a slot that ends at opening time is not offered',
      hours: [{ days: [D.SUNDAY], opens: '16:00', closes: '20:00' }],
      expected: ['7 16:00-19:00'],
    },
    {
      name: 'two lines on one day (a lunch break) give each slot once',
      hours: [
        { days: [D.WEDNESDAY], opens: '09:00', closes: '12:00' },
        { days: [D.WEDNESDAY], opens: '12:30', closes: '17:00' },
      ],
      expected: SLOTS.map((s) => `3 ${s}`),
    },
    { name: 'no opening hours: no slots', hours: [], expected: [] },
  ])('$name', ({ hours, expected }) => {
    expect(days(slotTimes(hours, SLOTS))).toEqual(expected);
  });
});
