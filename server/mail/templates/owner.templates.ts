import { RESET_LINK_MINUTES } from '../../owners/owner-auth.service';
import { absolute, renderMailBody } from '../mail-layout';
import type { MailContext, MailTemplate } from '../mail-template';
import { mailText, type MailTextId } from '../mail-texts';

/** The owners' portal login page, /{lang}/login/; the reset form opens with `?reset=`. */
export const passwordResetPath = (lang: string, token: string) =>
  `/${lang}/login/?reset=${encodeURIComponent(token)}`;

/** A mail whose button opens the form to choose a password (`?reset=` on the login page). */
function passwordLinkMail(
  subject: MailTextId,
  intro: (ctx: MailContext, minutes: number) => string,
  action: MailTextId,
  outro: MailTextId[],
): MailTemplate {
  return (ctx) => {
    const token = ctx.payload.resetToken;
    if (typeof token !== 'string' || token === '') throw new Error('outbox payload has no resetToken');
    const name = typeof ctx.payload.name === 'string' ? ctx.payload.name : '';
    const minutes =
      typeof ctx.payload.validMinutes === 'number' ? ctx.payload.validMinutes : RESET_LINK_MINUTES;
    const body = renderMailBody({
      title: mailText(ctx.lang, subject),
      intro: [mailText(ctx.lang, 'visitor.greeting', { name }), intro(ctx, minutes)],
      rows: [],
      baseUrl: ctx.baseUrl,
      propertyLinkLabel: mailText(ctx.lang, 'property.link'),
      action: [mailText(ctx.lang, action), absolute(ctx.baseUrl, passwordResetPath(ctx.lang, token))],
      outro: [...outro.map((id) => mailText(ctx.lang, id)), mailText(ctx.lang, 'visitor.signature')],
    });
    return { subject: mailText(ctx.lang, subject), ...body };
  };
}

export const OWNER_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  'owner-password-reset': passwordLinkMail(
    'subject.owner-password-reset',
    (ctx, minutes) => mailText(ctx.lang, 'owner.resetIntro', { minutes }),
    'owner.resetAction',
    ['owner.resetIgnore'],
  ),
  'owner-invitation': passwordLinkMail(
    'subject.owner-invitation',
    (ctx, minutes) => mailText(ctx.lang, 'owner.inviteIntro', { days: Math.round(minutes / 1440) }),
    'owner.inviteAction',
    [],
  ),
};
