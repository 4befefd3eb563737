import { useTranslation } from 'react-i18next';
import type { Calendar } from '../../machines/booking/booking.selectors';
import { WEEKDAY_SAMPLES, monthGrids } from './calendar-grid';
import { formatDay, formatDayNumber, formatMonth, formatWeekday } from './booking-format';

/**
 * The calendar of the days with a free time: one month grid per month that has one, Monday
 * first. A free day is a button (its full date as its name, pressed when its times are shown);
 * every other day is plain text. Arrow keys are the browser's Tab order: each free day is one stop.
 */
export function DayCalendar({ calendar, onSelect }: { calendar: Calendar; onSelect: (date: string) => void }) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const free = new Map(calendar.days.map((day) => [day.date, day]));
  return (
    <div className="booking-calendar">
      {monthGrids(calendar.days.map((day) => day.date)).map((grid) => (
        <table key={grid.month} className="booking-calendar__month">
          <caption>{formatMonth(grid.first, language)}</caption>
          <thead>
            <tr>
              {WEEKDAY_SAMPLES.map((sample) => (
                <th key={sample} scope="col" abbr={formatWeekday(sample, language, 'long')}>
                  {formatWeekday(sample, language, 'short')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.weeks.map((week, index) => (
              <tr key={index}>
                {week.map((date, column) => {
                  if (date === null) return <td key={column} />;
                  const day = free.get(date);
                  if (!day) {
                    return (
                      <td key={date} className="booking-calendar__closed">
                        {formatDayNumber(date, language)}
                      </td>
                    );
                  }
                  return (
                    <td key={date}>
                      <button
                        type="button"
                        className="booking-calendar__day"
                        aria-pressed={day.shown}
                        aria-label={t('timeslot.dayLabel', { day: formatDay(date, language), count: day.times })}
                        data-chosen={day.chosen || undefined}
                        onClick={() => onSelect(date)}
                      >
                        {formatDayNumber(date, language)}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
