// A calendar day as the changelog and the deprecation notes write it: `2026-10-06` → `October 6, 2026`.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day (`YYYY-MM-DD`) as running text. */
export function dayLabel(day) {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}
