import { openNowTextIn, type OpenNowWords } from '@/content/open-now';
import type { PerLocale } from './locale';
import { toMinutes, type OpenStatus } from './open-now';

/**
 * The open-now badge's sentence for a status, from the words of content/open-now.ts. lib/open-now.ts
 * computes the statuses; weekTexts(windows, openStatusTextIn[locale]) gives the badge its week of
 * texts at build time, so the browser receives the page language's sentences and no words of the other.
 */

/** "17:00" → "5:00 PM", as the badge writes it. */
export function formatTime(time: string): string {
  const total = toMinutes(time);
  const hours = Math.floor(total / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(total % 60).padStart(2, '0')} ${suffix}`;
}

/** 'Abierto ahora' or 'Cerrado · abre <día> a las <hora>', in the words given. */
export function statusSentence(status: OpenStatus, t: OpenNowWords): string {
  if (status.open)
    return t.closesAt ? `${t.open} · ${t.closesAt} ${formatTime(status.closes)}` : t.open;
  if (!status.next) return t.closed;
  const { inDays, weekday, opens } = status.next;
  const day = inDays === 0 ? t.today : inDays === 1 ? t.tomorrow : t.weekdays[weekday - 1];
  // Spanish says "a la 1:00" but "a las 10:00".
  const at = toMinutes(opens) % 720 < 120 && toMinutes(opens) % 720 >= 60 ? t.atOne : t.at;
  return `${t.closed} · ${t.opens} ${day} ${at} ${formatTime(opens)}`;
}

/**
 * The badge's sentence in each language: "Abierto ahora", "Cerrado · abre el lunes a las 10:00 AM" /
 * "Open now · closes at 1:30 PM", "Closed · opens Monday at 10:00 AM".
 */
export const openStatusTextIn: PerLocale<(status: OpenStatus) => string> = {
  es: (status) => statusSentence(status, openNowTextIn.es),
  en: (status) => statusSentence(status, openNowTextIn.en),
};

/** Spanish alias of openStatusTextIn, for the call sites not yet given a locale. */
export const openStatusText = openStatusTextIn.es;
