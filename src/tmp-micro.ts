import { analyticsFiguresOf } from './server/modules/derivation/analytics.step.ts';
import { analyticsVersionOf } from './domain/analytics/stored-inputs.ts';
import { personDaysOf } from './domain/analytics/target-hours.ts';
const versions = [analyticsVersionOf({ validFrom: '2018-01-01', validTo: null, data: { dateOfEmployment: '2018-01-01', companySubunitId: 'ZH' } }, new Map([['ZH', 'ZH' as const]]))];
const absences = [] as { absenceId: string; date: string; type: 'SICK'; hours: null; percentage: string }[];
const periods = [] as { type: 'SICK'; startDate: string; endDate: string }[];
const start = Date.UTC(2025, 0, 1);
for (let q = 0; q < 8; q++) { let first = ''; let last = ''; for (let d = q * 91 + 5; d < q * 91 + 17; d++) { const dt = new Date(start + d * 86400000); if (dt.getUTCDay() % 6 === 0) continue; const iso = dt.toISOString().slice(0, 10); if (!first) first = iso; last = iso; absences.push({ absenceId: `${q}-${d}`, date: iso, type: 'SICK', hours: null, percentage: '100' }); } periods.push({ type: 'SICK', startDate: first, endDate: last }); }
const N = 1000;
let t = performance.now();
for (let i = 0; i < N; i++) personDaysOf(versions, { from: '2021-11-01', to: '2026-11-29' }, '2026-11-29');
console.log('personDaysOf ms', (performance.now() - t) / N);
t = performance.now();
for (let i = 0; i < N; i++) analyticsFiguresOf({ versions, absences, periods }, '2026-11-29');
console.log('all ms', (performance.now() - t) / N);
const cache = new Map();
t = performance.now();
for (let i = 0; i < N; i++) analyticsFiguresOf({ versions, absences, periods }, '2026-11-29', undefined, cache);
console.log('cached ms', (performance.now() - t) / N);
