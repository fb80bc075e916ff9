import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale';
import type { Weekday } from '../../generated/graphql';
import { dayRangeLabel } from '../../../common/opening-hours';

/** One line of the agency's opening hours, as the API gives it (days in week order). */
export interface OpeningHoursLine {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** The agency's opening hours as a list of "days: from – to" (times as the agency configured them, 24-hour). */
export function OpeningHours({ lines }: { lines: readonly OpeningHoursLine[] }) {
  const locale = useLocale();
  const { t } = useLingui();
  if (lines.length === 0) return null;
  return (
    <dl className="opening-hours" aria-label={t`Opening hours`}>
      {lines.map((line, i) => (
        <div key={i} className="opening-hours__line">
          <dt>{dayRangeLabel(line.days, locale)}</dt>
          <dd>
            <time>{line.opens}</time> – <time>{line.closes}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
