import { Trans } from '@lingui/react/macro';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { formatPhone, phoneHref } from '../../../common/phone';

export type Manager = NonNullable<PropertyDetailFieldsFragment['manager']>;

/** The agent who manages the listing: photo, name, job title, phone (tel:) and e-mail (mailto:). */
export function ManagerCard({ manager }: { manager: Manager }) {
  return (
    <aside className="manager-card" aria-labelledby="manager-card-title">
      <h2 id="manager-card-title">
        <Trans>Your contact</Trans>
      </h2>
      <ManagerContact manager={manager} />
    </aside>
  );
}

/** The agent's photo, name and ways to reach them, as the card and the contact panel show them. */
export function ManagerContact({ manager: m, photoSize = 96 }: { manager: Manager; photoSize?: number }) {
  const name = `${m.firstName} ${m.lastName}`.trim();
  return (
    <div className="manager-contact-block">
      {m.photoUrl ? (
        <img
          className="manager-photo"
          src={m.photoUrl}
          width={photoSize}
          height={photoSize}
          alt={name}
          loading="lazy"
        />
      ) : null}
      <div className="manager-contact-block__text">
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
      </div>
    </div>
  );
}
