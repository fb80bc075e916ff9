import type { ImportReport } from './import-feed.service';

/** The report as people read it on a terminal; every skipped record with its ID and reason, unless `maxSkipped` is given. */
export function formatImportReport(report: ImportReport, maxSkipped = Infinity): string {
  const lines = [
    `created    ${report.created}`,
    `updated    ${report.updated}`,
    `unchanged  ${report.unchanged}`,
    `restored   ${report.restored}`,
    `withdrawn  ${report.withdrawn}`,
    `skipped    ${report.skipped.length}`,
  ];
  for (const s of report.skipped.slice(0, maxSkipped))
    lines.push(`  ${s.id === null ? '(no ID)' : `ID ${s.id}`}: ${s.reason}`);
  if (report.skipped.length > maxSkipped) lines.push(`  … and ${report.skipped.length - maxSkipped} more`);
  return lines.join('\n');
}
