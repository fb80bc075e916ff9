import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BuyerAreaQuery as BuyerAreaData } from '../../generated/graphql';
import { useLocale } from '../../i18n/use-locale';
import { EmailField } from '../../ui/forms/fields';
import '../../ui/forms/forms.css';
import { useRoutePath } from '../../ui/route-path';
import { BUYER_FORM_PATHS as BUYER_FORMS, type AreaStatus } from '../../../common/buyer-forms';

type Area = BuyerAreaData['buyerArea'];

/** The longest address the server takes (PERSON_RULES.email). */
const EMAIL_MAX = 254;

/**
 * The account part of the area: the login by a mailed link (no password), or, logged in, the
 * address, logout, the copy of the data and its erasure. Plain forms: they work before the page's
 * scripts run, and come back to the area with what they did.
 */
export function AreaAccount({ area, status }: { area: Area | null; status: AreaStatus | null }) {
  const privacy = useRoutePath('privacy-statement');
  return (
    <section className="buyers-section buyers-account" aria-labelledby="buyers-account-title">
      <h2 id="buyers-account-title">
        {area?.access === 'LOGIN' ? <Trans>My account</Trans> : <Trans>Log in</Trans>}
      </h2>
      {area?.access === 'LOGIN' ? (
        <LoggedIn email={area.email ?? ''} askConfirm={status === 'confirm-erase'} />
      ) : (
        <>
          <LoginForm />
          {area?.access === 'MANAGE_LINK' ? <ForgetBrowser email={area.email ?? ''} /> : null}
        </>
      )}
      {privacy ? (
        <p className="buyers-hint">
          <Link to={privacy}>
            <Trans>What we keep, and for how long</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function LangField() {
  return <input type="hidden" name="lang" value={useLocale()} />;
}

function LoginForm() {
  const [email, setEmail] = useState('');
  return (
    <form method="post" action={BUYER_FORMS.loginLink} className="buyers-form">
      <p>
        <Trans>
          Log in to keep your favourites, saved searches and followed properties together on every device. No
          password: we mail you a link that logs you in, once, for 15 minutes.
        </Trans>
      </p>
      <LangField />
      <EmailField
        name="email"
        label={<Trans>E-mail address</Trans>}
        value={email}
        onChange={setEmail}
        required
        maxLength={EMAIL_MAX}
      />
      <div className="buyers-actions">
        <button type="submit" className="button button--primary">
          <Trans>Mail me a login link</Trans>
        </button>
      </div>
    </form>
  );
}

/** Without a login, a manage link opened here shows its address's alerts: this forgets it. */
function ForgetBrowser({ email }: { email: string }) {
  return (
    <form method="post" action={BUYER_FORMS.logout} className="buyers-form buyers-form--quiet">
      <p>
        <Trans>
          This browser shows the alerts of {email} because a link to manage them was opened here. On a shared
          computer, make it forget them.
        </Trans>
      </p>
      <LangField />
      <button type="submit" className="button button--secondary">
        <Trans>Forget this browser</Trans>
      </button>
    </form>
  );
}

function LoggedIn({ email, askConfirm }: { email: string; askConfirm: boolean }) {
  const { t } = useLingui();
  return (
    <div className="buyers-account__panel">
      <p>
        <Trans>
          Logged in as <strong>{email}</strong>. Your favourites, saved searches and followed properties are
          kept with this address.
        </Trans>
      </p>
      <div className="buyers-actions">
        <form method="post" action={BUYER_FORMS.logout}>
          <LangField />
          <button type="submit" className="button button--secondary">
            <Trans>Log out</Trans>
          </button>
        </form>
        <a href={BUYER_FORMS.export} className="button button--secondary" download="my-data.json">
          <Trans>Download my data</Trans>
        </a>
      </div>
      <p className="buyers-hint">
        <Trans>
          Logging out leaves nothing of yours in this browser: not your favourites, not your login.
        </Trans>
      </p>
      <details className="buyers-erase" open={askConfirm}>
        <summary>
          <Trans>Delete my account and my data</Trans>
        </summary>
        <form method="post" action={BUYER_FORMS.erase} aria-label={t`Delete my account and my data`}>
          <p>
            <Trans>
              This deletes your account, your favourites, your saved searches and followed properties, and our
              newsletter subscription of this address, at once and for good. The requests you sent us (a
              visit, an offer, a question) stay with our office, which answers them; ask us to delete them
              too.
            </Trans>
          </p>
          <LangField />
          <label className="buyers-erase__confirm">
            <input type="checkbox" name="confirm" value="yes" required />
            <Trans>I understand: delete everything</Trans>
          </label>
          <button type="submit" className="button buyers-button--danger">
            <Trans>Delete everything</Trans>
          </button>
        </form>
      </details>
    </div>
  );
}
