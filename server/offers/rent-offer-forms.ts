import type { EntityManager } from 'typeorm';
import {
  OFFER_RULES,
  RENT_APPLICATION_RULES,
  brusselsToday,
  checkOffer,
  checkRentApplication,
  type OfferValues,
  type RentApplicationValues,
} from '../../common/forms/rent-offer-rules';
import { config } from '../core/config';
import type { MessageId } from '../core/messages';
import { FormStatus } from '../forms/form.types';
import type { FormDefinition, FormRefusal } from '../forms/submit-form.service';

/** The CRM's goal: 0 is a sale, any other value a rental. */
async function goalOf(manager: EntityManager, propertyId: number | null): Promise<'SALE' | 'RENT' | null> {
  if (propertyId === null) return null;
  const rows: { goal: number }[] = await manager.query(`SELECT goal FROM property WHERE id = $1`, [
    propertyId,
  ]);
  return rows.length === 0 ? null : rows[0].goal === 0 ? 'SALE' : 'RENT';
}

const wrongGoal = (code: string, messageId: MessageId): FormRefusal => ({
  status: FormStatus.INVALID,
  messageId: 'form.invalid',
  errors: [{ field: 'propertyId', code, messageId }],
});

/** Rent application: only for a rental; the sum due at signing is computed from the listing in the mails. */
export const RENT_APPLICATION: FormDefinition<RentApplicationValues> = {
  kind: 'rent-application',
  rules: RENT_APPLICATION_RULES,
  // Judged on the day of submission, on the agency's calendar.
  check: (v) => checkRentApplication(v, brusselsToday()),
  propertyId: (v) => v.propertyId,
  email: (v) => v.email,
  beforeStore: async ({ manager, propertyId }) =>
    (await goalOf(manager, propertyId)) === 'SALE' ? wrongGoal('notForRent', 'form.notForRent') : null,
  mails: (v, lang) => [
    { template: 'rent-application', to: 'agency', lang: config().DEFAULT_LANGUAGE, replyTo: v.email },
    { template: 'rent-application.confirmation', to: v.email, lang },
  ],
};

/** Offer to buy: only for a property for sale. */
export const OFFER: FormDefinition<OfferValues> = {
  kind: 'offer',
  rules: OFFER_RULES,
  check: checkOffer,
  propertyId: (v) => v.propertyId,
  email: (v) => v.email,
  beforeStore: async ({ manager, propertyId }) =>
    (await goalOf(manager, propertyId)) === 'RENT' ? wrongGoal('notForSale', 'form.notForSale') : null,
  mails: (v, lang) => [
    { template: 'offer', to: 'agency', lang: config().DEFAULT_LANGUAGE, replyTo: v.email },
    { template: 'offer.confirmation', to: v.email, lang },
  ],
};
