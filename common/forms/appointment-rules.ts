import { MESSAGE_RULE, PERSON_RULES, type FormRules } from './field-rules';

/** The appointment form: the person block, a message and the chosen slot. Browser and server. */
export const APPOINTMENT_RULES = {
  ...PERSON_RULES,
  message: MESSAGE_RULE,
  slotId: { required: true },
} as const satisfies FormRules;
