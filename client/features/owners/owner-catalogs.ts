import type { Messages } from '@lingui/core';
import type { Locale } from '../../app/i18n';
import { messages as de } from '../../locales/de/owners.po';
import { messages as en } from '../../locales/en/owners.po';
import { messages as fr } from '../../locales/fr/owners.po';
import { messages as nl } from '../../locales/nl/owners.po';

/**
 * The portal's own texts in every language, in the portal's chunk: a few kilobytes only owners
 * download, so the visitors' pages stay within their budget (lingui.config.ts).
 */
export const OWNER_MESSAGES: Readonly<Record<Locale, Messages>> = { nl, fr, en, de };
