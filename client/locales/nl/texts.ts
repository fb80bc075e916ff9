import type { Messages } from '@lingui/core';
import { messages as formTexts } from '../../../common/locales/nl/forms.po';
import { messages as interfaceTexts } from './messages.po';

/** Every text of the site in this language: the interface's, and the form checks' (shared with the server). */
export const messages: Messages = { ...interfaceTexts, ...formTexts };
