/**
 * The month grids of the wizard's calendar, from Vietnam calendar dates (yyyy-MM-dd). Dates are
 * read as calendar days (UTC arithmetic on the date alone), so the device's time zone never moves
 * a day: a phone set to New York shows the same days as one in Hanoi.
 */

export interface MonthGrid {
  /** yyyy-MM */
  month: string;
  /** The first day of the month, yyyy-MM-01 (for its name in the page's language). */
  first: string;
  /** Weeks from Monday: each cell a date of this month, or null outside it. */
  weeks: Array<Array<string | null>>;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Every month that holds one of `dates`, in order, as Monday-first weeks. */
export function monthGrids(dates: readonly string[]): MonthGrid[] {
  const months = [...new Set(dates.map((date) => date.slice(0, 7)))].sort();
  return months.map((month) => {
    const [year, monthNumber] = month.split('-').map(Number);
    const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    // getUTCDay: 0 Sunday … 6 Saturday; Monday-first offset.
    const offset = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
    const cells: Array<string | null> = [...Array<null>(offset).fill(null), ...Array.from({ length: days }, (_, index) => `${month}-${pad(index + 1)}`)];
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks: Array<Array<string | null>> = [];
    for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
    return { month, first: `${month}-01`, weeks };
  });
}

/** The seven weekday dates of a known Monday-first week (2024-01-01 was a Monday), for their names. */
export const WEEKDAY_SAMPLES = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06', '2024-01-07'] as const;
