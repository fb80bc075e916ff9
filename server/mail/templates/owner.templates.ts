import { greeting } from '../greeting';
import { absolute } from '../mail-layout';
import {
  notCapped,
  visitorTemplate,
  type MailTemplate,
  type VisitorMailContext,
  type MailBody,
} from '../mail-template';
import { mailText, type MailTextId } from '../mail-texts';

/** The owners' portal login page, /{lang}/login/; the reset form opens with `?reset=`. */
export const passwordResetPath = (lang: string, token: string) =>
  `/${lang}/login/?reset=${encodeURIComponent(token)}`;

/** A mail whose button opens the form to choose a password (`?reset=` on the login page). */
function passwordLinkMail(
  subject: MailTextId,
  intro: (ctx: VisitorMailContext, minutes: number) => string,
  action: MailTextId,
  outro: MailTextId[],
): MailTemplate {
  return visitorTemplate((ctx) => {
    const token = ctx.payload.resetToken;
    if (typeof token !== 'string' || token === '') throw new Error('outbox payload has no resetToken');
    // The owner's name as the agency recorded it (the owner table), not as someone typed it in a form.
    const name = typeof ctx.payload.name === 'string' ? ctx.payload.name : '';
    // How long the link works, as the owners' service made it (`validMinutes` in rows queued before).
    const minutes = [ctx.payload.linkMinutes, ctx.payload.validMinutes].find(
      (m): m is number => typeof m === 'number' && Number.isFinite(m) && m > 0,
    );
    if (minutes === undefined) throw new Error('outbox payload has no linkMinutes');
    const body: MailBody = {
      title: mailText(ctx.lang, subject),
      greeting: greeting(ctx.lang, name),
      intro: [intro(ctx, minutes)],
      rows: [],
      action: [mailText(ctx.lang, action), absolute(ctx.baseUrl, passwordResetPath(ctx.lang, token))],
      outro: outro.map((id) => mailText(ctx.lang, id)),
    };
    return { subject: mailText(ctx.lang, subject), body };
  });
}

export const OWNER_TEMPLATES = {
  'owner-password-reset': passwordLinkMail(
    'subject.owner-password-reset',
    (ctx, minutes) => mailText(ctx.lang, 'owner.resetIntro', { minutes }),
    'owner.resetAction',
    ['owner.resetIgnore'],
  ),
  // Staff invite an owner whose address the agency recorded: the cap must not let a stranger who
  // typed it into the forms keep the invitation away. The reset mail, asked for on the site, is capped.
  'owner-invitation': notCapped(
    passwordLinkMail(
      'subject.owner-invitation',
      (ctx, minutes) => mailText(ctx.lang, 'owner.inviteIntro', { days: Math.round(minutes / 1440) }),
      'owner.inviteAction',
      [],
    ),
  ),
} satisfies Record<string, MailTemplate>;
