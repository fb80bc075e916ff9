import type { Logger as OrmLogger } from 'typeorm';
import { MIGRATIONS } from '../migrations';
import { CATALOG_ENTITIES } from './catalog/catalog.entities';
import { CONTENT_ENTITIES } from './content/content.entities';
import { createDataSource } from './core/db/data-source';
import { FORMS_ENTITIES } from './forms/form-submission.entity';
import { MAIL_ENTITIES } from './mail/outbox.entity';
import { RecipientCap } from './mail/recipient-cap.entity';
import { EVENT_LOG_ENTITIES } from './page-views/property-event.entity';
import { APPOINTMENT_ENTITIES } from './appointments/appointment.entity';
import { Owner, OwnerProperty } from './owners/owner.entity';
import { REQUEST_FORMS_ENTITIES } from './forms/request-forms.entity';
import { DEMAND_NEWSLETTER_ENTITIES } from './alerts/demand-newsletter.entity';
import { Upload } from './forms/upload.entity';

/** Every entity of the application; features register theirs here. */
export const ENTITIES = [
  ...CATALOG_ENTITIES,
  ...CONTENT_ENTITIES,
  Owner,
  OwnerProperty,
  ...FORMS_ENTITIES,
  ...MAIL_ENTITIES,
  RecipientCap,
  ...REQUEST_FORMS_ENTITIES,
  ...APPOINTMENT_ENTITIES,
  ...DEMAND_NEWSLETTER_ENTITIES,
  Upload,
  ...EVENT_LOG_ENTITIES,
];

export function appDataSource(url: string, options: { poolSize?: number; logger?: OrmLogger } = {}) {
  return createDataSource({ url, entities: ENTITIES, migrations: MIGRATIONS, ...options });
}
