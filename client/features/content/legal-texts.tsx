import { Trans } from '@lingui/react/macro';
import { ExtraTexts, lazyTexts } from '../../ui/extra-texts';

/**
 * The legal texts are long and read on their own pages only: a text file of their own
 * (lingui.config.ts), one chunk per language fetched when a legal page shows.
 */
const LEGAL_TEXTS = lazyTexts({
  nl: async () => (await import('../../locales/nl/legal.po')).messages,
  fr: async () => (await import('../../locales/fr/legal.po')).messages,
  en: async () => (await import('../../locales/en/legal.po')).messages,
  de: async () => (await import('../../locales/de/legal.po')).messages,
});

export function LegalText({ routeKey }: { routeKey: string }) {
  return (
    <ExtraTexts texts={LEGAL_TEXTS}>
      <LegalParagraphs routeKey={routeKey} />
    </ExtraTexts>
  );
}

/** Short legal texts (interface texts, so translated through Lingui). */
function LegalParagraphs({ routeKey }: { routeKey: string }) {
  if (routeKey === 'disclaimer')
    return (
      <>
        <p>
          <Trans>
            The information on this website is provided with care but without guarantee. Property details,
            prices and availability may change and do not constitute an offer.
          </Trans>
        </p>
        <p>
          <Trans>
            Photos and plans are for illustration only. We are not liable for errors, omissions or the content
            of external websites linked from this site.
          </Trans>
        </p>
      </>
    );
  if (routeKey === 'cookie-policy')
    return (
      <>
        <p>
          <Trans>
            We use necessary cookies to make this website work, for example to remember your language and your
            cookie choice.
          </Trans>
        </p>
        <p>
          <Trans>
            Owners who log in to the owners' portal get two necessary cookies: their session, and one that
            only tells the page they are logged in. Both end when they log out.
          </Trans>
        </p>
        <p>
          <Trans>
            The hearts on the listings keep your favourites in your browser (its local storage): a list of
            listing numbers, which you erase by clearing this site's data in your browser or by logging out of
            My search. Only when you are logged in to My search are they also kept with your account, to
            follow you to your other devices.
          </Trans>
        </p>
        <p>
          <Trans>
            Buyers who log in to My search get the same two necessary cookies as owners. A browser in which
            the link to manage your alerts (in our alert mails) was opened remembers that link for 30 days in
            a necessary cookie, so that My search can show those alerts. Logging out, or “Forget this browser”
            in My search, removes these cookies and the favourites kept in the browser.
          </Trans>
        </p>
        <p>
          <Trans>
            Only with your consent do we use cookies for preferences, statistics (Google Analytics, Google Tag
            Manager) and marketing (Facebook pixel, Google Ads). You can change your choice at any time by
            adding ?setcookies to any address of this site.
          </Trans>
        </p>
      </>
    );
  return (
    <>
      <p>
        <Trans>
          We process the personal data you send us through our forms only to answer your request, in
          accordance with the General Data Protection Regulation (GDPR).
        </Trans>
      </p>
      <p>
        <Trans>
          To show owners how their property is doing, this site counts the visits of property pages and how
          often a property appears in lists, with where the visitor came from (a search engine, a portal, a
          newsletter …), the language and the kind of device. No cookie is set for this, and no IP address or
          other personal data is stored; visits by search engine robots are not counted. Because nothing
          personal is kept, this counting needs no consent.
        </Trans>
      </p>
      <p>
        <Trans>
          When you ask to be kept informed of the properties that match a search, or of what changes for a
          property you follow, we keep your e-mail address, your name if you gave it, and your search or the
          property, to mail them to you, only once you confirmed it through the link of our mail. A search or
          followed property not confirmed is deleted a week after that link expired, a paused one after twelve
          months. Every alert mail has a link that stops all your alerts at once, and a link to a page where
          you can change, pause or delete each of them without an account.
        </Trans>
      </p>
      <p>
        <Trans>
          When you make a listing a favourite, we count it for its owner's statistics in the same way as a
          page view: anonymously, with no cookie and nothing that identifies you.
        </Trans>
      </p>
      <p>
        <Trans>
          My search, the buyers' area, works without an account. If you log in, we keep your e-mail address,
          when you last logged in and your favourites, to show them on every device where you log in. Buyers
          have no password, by choice: each login is a link we mail you that works once, for 15 minutes, and
          we keep only a fingerprint of it. Nothing to remember, nothing that can leak.
        </Trans>
      </p>
      <p>
        <Trans>
          In My search you can download everything we keep about your e-mail address (a JSON file: your
          account, favourites, saved searches, followed properties, newsletter subscription and the requests
          you sent us through our forms), and delete your account, favourites, saved searches, followed
          properties and newsletter subscription in one step. The requests you sent us stay with our office,
          which answers them.
        </Trans>
      </p>
      <p>
        <Trans>You may ask to see, correct or delete your data at any time by contacting our office.</Trans>
      </p>
    </>
  );
}
