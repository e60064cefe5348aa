// The work of a RUNNING report, by the `reports` job or inline (no job queue): generate it, and when it is a
// schedule's run, mail its recipients in the transaction that finishes it (issue 31 scope 4, decision 0058).

import { queueScheduledReportMails } from './report-schedule-mail.ts';
import { generateRunningReport, type ReportJob, type ReportServices } from './reports.service.ts';

export function runReportJob(services: ReportServices, job: ReportJob, now: Date) {
  return generateRunningReport(services, job, now, (tx, row) => queueScheduledReportMails(tx, row));
}
