/**
 * A package's statistic as the page's language writes numbers (issue 23 §13: "99.9%" in
 * Vietnamese is "99,9%"). The catalogue stores the value as written in English ('99.9%', '600+',
 * '4–6'); a percentage and a whole number (with its '+') go through Intl, anything else (a range,
 * a word) is shown as stored.
 */
export function formatStatistic(value: string, locale: string): string {
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
  if (percent) {
    const digits = percent[1].split('.')[1]?.length ?? 0;
    return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Number(percent[1]) / 100);
  }
  const count = /^(\d+)(\+?)$/.exec(value);
  if (count) return `${new Intl.NumberFormat(locale).format(Number(count[1]))}${count[2]}`;
  return value;
}
