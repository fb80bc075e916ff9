import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { useRoutePath } from '../../ui/route-path';
import { useHydrating } from '../../ui/use-mounted';
import { COMPARE_MAX, comparePath, shareLink } from './area-links';
import { ListingCards } from './listing-cards';

/**
 * The favourites of this browser (a logged-in buyer's: those of the account): their cards, a
 * choice of two to four to compare (a plain form: the comparison's address lists them), and a
 * link that opens the same list on another device.
 */
export function AreaFavourites({ ids }: { ids: readonly string[] }) {
  const { t } = useLingui();
  const lang = useLocale();
  const hydrating = useHydrating();
  const compare = useRoutePath('compare');
  const forSale = useRoutePath('for-sale');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const picked = chosen.filter((id) => ids.includes(id));
  const full = picked.length >= COMPARE_MAX;
  const formId = useId();
  return (
    <section className="buyers-section" aria-labelledby="buyers-favourites-title">
      <h2 id="buyers-favourites-title">
        <Trans>My favourites</Trans>
        {ids.length > 0 ? <span className="buyers-count"> ({ids.length})</span> : null}
      </h2>
      {hydrating ? (
        <p>
          <Trans>Your favourites are kept in this browser: they appear here once the page has loaded.</Trans>
        </p>
      ) : ids.length === 0 ? (
        <p>
          <Trans>No favourites yet. Tap the heart on a property to keep it here: no account is needed.</Trans>{' '}
          {forSale ? (
            <Link to={forSale}>
              <Trans>See the properties for sale</Trans>
            </Link>
          ) : null}
        </p>
      ) : (
        <>
          {compare && ids.length > 1 ? (
            <form
              id={formId}
              method="get"
              action={compare}
              className="buyers-compare-bar"
              onSubmit={(e) => {
                e.preventDefault();
                if (picked.length >= 2) void navigate(comparePath(compare, picked));
              }}
            >
              <p id={`${formId}-hint`}>
                <Trans>Tick two to four favourites to see them side by side.</Trans>
              </p>
              <button type="submit" className="button button--primary" disabled={picked.length < 2}>
                <Trans>Compare ({picked.length})</Trans>
              </button>
            </form>
          ) : null}
          <ListingCards
            ids={ids}
            label={t`My favourites`}
            extra={
              compare && ids.length > 1
                ? (p) => {
                    const id = String(p.id);
                    const checked = picked.includes(id);
                    return (
                      <label className="buyers-compare-check">
                        <input
                          type="checkbox"
                          name="id"
                          value={id}
                          form={formId}
                          checked={checked}
                          disabled={!checked && full}
                          aria-describedby={`${formId}-hint`}
                          onChange={(e) =>
                            setChosen((c) => (e.target.checked ? [...c, id] : c.filter((x) => x !== id)))
                          }
                        />
                        <Trans>Compare</Trans>
                        <span className="visually-hidden"> {p.title}</span>
                      </label>
                    );
                  }
                : undefined
            }
          />
          <ShareFavourites ids={ids} lang={lang} />
        </>
      )}
    </section>
  );
}

/** The share link: the ids only, to open the same list on a phone or send it to someone. */
function ShareFavourites({ ids, lang }: { ids: readonly string[]; lang: string }) {
  const { t } = useLingui();
  const area = useRoutePath('buyers-area') ?? `/${lang}/`;
  const link = shareLink(window.location.origin, area, ids);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const inputId = useId();
  return (
    <div className="buyers-share">
      <label htmlFor={inputId}>
        <Trans>Share link: opens these favourites on another device</Trans>
      </label>
      <div className="buyers-share__row">
        <input id={inputId} type="url" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            navigator.clipboard
              ?.writeText(link)
              .then(() => setCopied('yes'))
              .catch(() => setCopied('no')) ?? setCopied('no')
          }
        >
          <Trans>Copy link</Trans>
        </button>
      </div>
      <p role="status" className="buyers-share__status">
        {copied === 'yes' ? (
          <Trans>The link is copied.</Trans>
        ) : copied === 'no' ? (
          <Trans>Copying is not possible here: select the link and copy it yourself.</Trans>
        ) : null}
      </p>
      <p className="buyers-hint">{t`The link holds only the numbers of the properties, nothing about you.`}</p>
    </div>
  );
}
