import type { LanguageCode } from '../core/config';
import type { VisitorMailContext } from './mail-template';
import { mailText } from './mail-texts';

/** "Dear Sophie Claes," with a name, "Hello," without one. */
export const greeting = (lang: LanguageCode, name: string | null): string =>
  name?.trim()
    ? mailText(lang, 'visitor.greeting', { name: name.trim() })
    : mailText(lang, 'visitor.greetingPlain');

/**
 * The greeting of a mail to an address a visitor typed: without a name. Anyone can type anyone's
 * address, and the name field is the sender's words as much as the message is: "Dear Claim your
 * prize at evil-prize" would carry them. A name goes in where the site holds it for that address
 * (an owner the agency invited).
 */
export const visitorGreeting = (ctx: VisitorMailContext): string => greeting(ctx.lang, null);
