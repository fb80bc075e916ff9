import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { graphql } from '../../generated';
import { useLocale } from '../../i18n/use-locale';
import { usePageHead } from '../../ui/use-page-head';
import { useRoutePageDescription } from './page-descriptions';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { ContactBlock, CmsHtml, ServicesList, TeamList } from './content-blocks';
import { ContactForm } from '../forms/contact-form';
import { DemandForm } from '../demand/demand-form';
import { JobContactForm } from '../forms/job-contact-form';
import { TestimonialForm } from '../forms/testimonial-form';
import { LegalText } from './legal-texts';
import { ValuationForm } from '../forms/valuation-form';
import { usePageRoute } from './page-route';
import './content.css';

const FaqQuery = graphql(`
  query Faq($lang: String) {
    faq(lang: $lang) {
      id
      question
      answer
    }
  }
`);

function FaqList() {
  const lang = useLocale();
  const { data } = useQuery(FaqQuery, { variables: { lang } });
  return (
    <div className="faq">
      {(data?.faq ?? []).map((f) => (
        <details key={f.id}>
          <summary>{f.question}</summary>
          <CmsHtml html={f.answer} />
        </details>
      ))}
    </div>
  );
}

/** Route keys whose page is not built yet (none at the moment; the slot stays for the next one). */
const COMING_SOON = new Set<string>([]);
/** Both pages ask for a free valuation: the valuation request page and /contact-demand/ (when enabled). */
const VALUATION = new Set(['valuation-request', 'contact-demand']);
const LEGAL = new Set(['disclaimer', 'cookie-policy', 'privacy-statement']);

/** A page of the route table other than home and the lists (services, team, FAQ, contact, legal, thank-you …). */
export function ContentPage({ routeKey }: { routeKey: string }) {
  const { t } = useLingui();
  const lang = useLocale();
  const route = usePageRoute(routeKey);
  // The page's name is the last step of its trail in the route table, in the page language.
  const title = route?.breadcrumbs.at(-1)?.name ?? '';
  // A thank-you page only makes sense after a form: it is no search result.
  usePageHead({
    title,
    description: useRoutePageDescription(routeKey),
    noindex: routeKey.startsWith('thank-you/'),
  });
  let body;
  if (routeKey === 'services')
    body = (
      <>
        <ServicesList />
        {/* The site has no project pages: new-build questions are asked here (construction contact). */}
        <section className="construction-contact" aria-labelledby="construction-contact-title">
          <h2 id="construction-contact-title">
            <Trans>Interested in a new-build project?</Trans>
          </h2>
          <ContactForm kind="construction-contact" labelledBy="construction-contact-title" />
        </section>
      </>
    );
  else if (routeKey === 'team')
    body = (
      <>
        <TeamList />
        <section className="work-with-us" aria-labelledby="work-with-us-title">
          <h2 id="work-with-us-title">
            <Trans>Work with us</Trans>
          </h2>
          <JobContactForm labelledBy="work-with-us-title" />
        </section>
      </>
    );
  else if (routeKey === 'leave-testimonial') body = <TestimonialForm />;
  else if (routeKey === 'faq') body = <FaqList />;
  else if (routeKey === 'contact') body = <ContactBlock />;
  else if (routeKey === 'keep-me-informed') body = <DemandForm />;
  else if (LEGAL.has(routeKey)) body = <LegalText routeKey={routeKey} />;
  else if (routeKey.startsWith('thank-you/'))
    body = (
      <>
        <p>
          {routeKey === 'thank-you/sign-newsletter' ? (
            <Trans>
              Thank you. Please confirm your subscription with the link in the e-mail we have just sent you.
            </Trans>
          ) : routeKey === 'thank-you/demand-register' ? (
            <Trans>
              Thank you. Please confirm your search with the link in the e-mail we have just sent you: we
              e-mail you new properties only once it is confirmed.
            </Trans>
          ) : routeKey === 'thank-you/send-to-friend' ? (
            <Trans>Your friend will receive your e-mail with the link to the property in a moment.</Trans>
          ) : routeKey === 'thank-you/offer' ? (
            <Trans>
              Thank you. The agent passes your offer on to the owner and will let you know their answer.
            </Trans>
          ) : routeKey === 'thank-you/rent-application' ? (
            <Trans>
              Thank you. The agent studies your application with the owner and will contact you about the next
              steps.
            </Trans>
          ) : routeKey === 'thank-you/testimonial' ? (
            <Trans>Thank you. Your testimonial will appear on the site once the agency has read it.</Trans>
          ) : routeKey === 'thank-you/job-application' ? (
            <Trans>Thank you. We will read your application carefully and get back to you.</Trans>
          ) : (
            <Trans>
              Thank you. We have received your request and will get back to you as soon as possible.
            </Trans>
          )}
        </p>
        <p>
          <Link to={`/${lang}/`} className="button button--primary">
            <Trans>Back to the homepage</Trans>
          </Link>
        </p>
      </>
    );
  else if (VALUATION.has(routeKey)) body = <ValuationForm labelledBy="content-page-title" />;
  else if (COMING_SOON.has(routeKey))
    body = (
      <div data-slot={routeKey} className="coming-soon" role="note" aria-label={t`Coming soon`}>
        <p>
          <Trans>Coming soon: this part of the site is being prepared.</Trans>
        </p>
      </div>
    );
  else
    body = (
      <p>
        <Trans>This page is being prepared.</Trans>
      </p>
    );
  return (
    <article className="container content-page" data-route={routeKey}>
      <Breadcrumbs items={route?.breadcrumbs ?? []} />
      <h1 id="content-page-title">{title}</h1>
      {body}
    </article>
  );
}
