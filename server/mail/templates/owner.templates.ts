import { RESET_LINK_MINUTES } from '../../owners/owner-auth.service';
import { absolute, renderMailBody } from '../mail-layout';
import type { MailTemplate } from '../mail-template';
import { mailText } from '../mail-texts';

/** The owners' portal login page (spec 2: /{lang}/login/); the reset form opens with `?reset=`. */
export const passwordResetPath = (lang: string, token: string) => `/${lang}/login/?reset=${encodeURIComponent(token)}`;

const ownerPasswordReset: MailTemplate = (ctx) => {
  const token = ctx.payload.resetToken;
  if (typeof token !== 'string' || token === '') throw new Error('outbox payload has no resetToken');
  const name = typeof ctx.payload.name === 'string' ? ctx.payload.name : '';
  const url = absolute(ctx.baseUrl, passwordResetPath(ctx.lang, token));
  const body = renderMailBody({
    title: mailText(ctx.lang, 'subject.owner-password-reset'),
    intro: [mailText(ctx.lang, 'visitor.greeting', { name }), mailText(ctx.lang, 'owner.resetIntro', { minutes: RESET_LINK_MINUTES })],
    rows: [],
    baseUrl: ctx.baseUrl,
    propertyLinkLabel: mailText(ctx.lang, 'property.link'),
    action: [mailText(ctx.lang, 'owner.resetAction'), url],
    outro: [mailText(ctx.lang, 'owner.resetIgnore'), mailText(ctx.lang, 'visitor.signature')],
  });
  return { subject: mailText(ctx.lang, 'subject.owner-password-reset'), ...body };
};

export const OWNER_TEMPLATES: Readonly<Record<string, MailTemplate>> = { 'owner-password-reset': ownerPasswordReset };
