import type { CarePriority } from '#shared/plants/catalogue-terms.ts';

/** A Saturday and the Sunday after it, as the gardener's calendar has them. */
export interface Weekend {
  saturday: Date;
  sunday: Date;
  /** 'December 5–6', or 'January 31 – February 1' across a month's end. */
  label: string;
}

const monthName = (date: Date) => date.toLocaleString('en-US', { month: 'long' });

function labelOf(saturday: Date, sunday: Date): string {
  return saturday.getMonth() === sunday.getMonth()
    ? `${monthName(saturday)} ${saturday.getDate()}–${sunday.getDate()}`
    : `${monthName(saturday)} ${saturday.getDate()} – ${monthName(sunday)} ${sunday.getDate()}`;
}

/**
 * The weekends of the month `today` is in that are not over yet: every Saturday and Sunday
 * with a day in the month, from the weekend today is in, or the next one, on.
 */
export function weekendsLeft(today: Date): Weekend[] {
  const year = today.getFullYear();
  const month = today.getMonth();
  const start = new Date(year, month, today.getDate());
  // Back to the Saturday of this weekend when today is a Sunday.
  if (start.getDay() === 0) start.setDate(start.getDate() - 1);
  const weekends: Weekend[] = [];
  for (let day = start; ; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
    if (day.getDay() !== 6) continue;
    const sunday = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
    if (day.getMonth() !== month && sunday.getMonth() !== month) break;
    weekends.push({ saturday: day, sunday, label: labelOf(day, sunday) });
  }
  return weekends;
}

const WEEKEND_OF_PRIORITY: Record<CarePriority, number> = { 'must do': 0, 'good to do': 1, optional: 2 };

/**
 * The weekend (of `count` left) a task of this priority is planned for: must-do work on the
 * first, good-to-do on the second, optional on the third, or the last there is.
 */
export function weekendIndexOf(priority: CarePriority, count: number): number {
  return Math.min(WEEKEND_OF_PRIORITY[priority], count - 1);
}
