import { Trans } from '@lingui/react/macro';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { formatPhone, phoneHref } from '../../../common/phone';

/** The agent who manages the listing: photo, name, job title, phone (tel:) and e-mail (mailto:). */
export function ManagerCard({
  manager: m,
}: {
  manager: NonNullable<PropertyDetailFieldsFragment['manager']>;
}) {
  const name = `${m.firstName} ${m.lastName}`.trim();
  return (
    <aside className="manager-card" aria-labelledby="manager-card-title">
      <h2 id="manager-card-title">
        <Trans>Your contact</Trans>
      </h2>
      {m.photoUrl ? (
        <img className="manager-photo" src={m.photoUrl} width={96} height={96} alt={name} loading="lazy" />
      ) : null}
      <p className="manager-name">{name}</p>
      {m.jobTitle ? <p className="manager-job">{m.jobTitle}</p> : null}
      <ul className="manager-contact">
        {m.phone ? (
          <li>
            <a href={phoneHref(m.phone)}>{formatPhone(m.phone)}</a>
          </li>
        ) : null}
        {m.email ? (
          <li>
            <a href={`mailto:${m.email}`}>{m.email}</a>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
