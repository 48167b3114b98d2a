import { openNowText } from '@/content/contact-ui';
import type { OpeningWindow } from '@/content/types';

export type OpenStatus =
  | { open: true }
  | { open: false; next: { inDays: number; weekday: number; opens: string } | null };

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** ISO weekday and minutes since midnight of an instant, on the wall clock of a time zone. */
export function localTime(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAYS[part('weekday')] ?? 1, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** Open at `now` (opening minute included, closing minute excluded), else the next opening within a week. */
export function openStatus(windows: readonly OpeningWindow[], timeZone: string, now: Date): OpenStatus {
  const { weekday, minutes } = localTime(now, timeZone);
  const isOpen = windows.some((w) => w.days.includes(weekday) && toMinutes(w.opens) <= minutes && minutes < toMinutes(w.closes));
  if (isOpen) return { open: true };
  for (let inDays = 0; inDays <= 7; inDays += 1) {
    const day = ((weekday - 1 + inDays) % 7) + 1;
    const opens = windows
      .filter((w) => w.days.includes(day) && (inDays > 0 || toMinutes(w.opens) > minutes))
      .map((w) => w.opens)
      .sort((a, b) => toMinutes(a) - toMinutes(b))[0];
    if (opens) return { open: false, next: { inDays, weekday: day, opens } };
  }
  return { open: false, next: null };
}

/** "17:00" → "5:00 PM", as the schedules on the page are written. */
export function formatTime(time: string): string {
  const total = toMinutes(time);
  const hours = Math.floor(total / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(total % 60).padStart(2, '0')} ${suffix}`;
}

/** 'Abierto ahora' or 'Cerrado · abre <día> a las <hora>'. */
export function openStatusText(status: OpenStatus): string {
  const t = openNowText;
  if (status.open) return t.open;
  if (!status.next) return t.closed;
  const { inDays, weekday, opens } = status.next;
  const day = inDays === 0 ? t.today : inDays === 1 ? t.tomorrow : t.weekdays[weekday - 1];
  // Spanish says "a la 1:00" but "a las 10:00".
  const at = toMinutes(opens) % 720 < 120 && toMinutes(opens) % 720 >= 60 ? t.atOne : t.at;
  return `${t.closed} · ${t.opens} ${day} ${at} ${formatTime(opens)}`;
}
