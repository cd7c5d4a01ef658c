/** Tuesday 10 March 2026, 11:30 in New York: the browser tests' clock (the mock builds' scenario, the production build's mock back end and page clock). The demo's taken slot is Thursday 12 March, 10:00–12:00. */
export const NOW = '2026-03-10T11:30:00-04:00';
