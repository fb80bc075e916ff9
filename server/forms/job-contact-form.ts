import { JOB_CONTACT_RULES } from '../../common/forms/testimonial-job-rules';
import { config } from '../core/config';
import { requirePrivacyConsent } from './contact-forms';
import { claimUpload, linkUpload, storedUploadFile, type ClaimedUpload } from './upload.service';
import { FormStatus } from './form.types';
import type { FormDefinition } from './submit-form.service';
import type { PersonValues } from '../../common/forms/field-rules';

export interface JobContactValues extends PersonValues, Record<string, unknown> {
  position: string;
  motivation: string | null;
  cvUploadId: string;
  /** Filled in by `beforeStore` from the upload row: what the agency's mail attaches. */
  cv: ClaimedUpload | null;
}

/**
 * Job contact: the person block, the position and a motivation, and a CV uploaded first to
 * POST /api/uploads/cv. The upload is taken inside the submission's transaction (once only); the
 * agency's mail attaches the file from disk, the visitor's confirmation does not.
 */
export const JOB_CONTACT_FORM: FormDefinition<JobContactValues> = {
  kind: 'job-contact',
  rules: JOB_CONTACT_RULES,
  check: requirePrivacyConsent,
  email: (v) => v.email,
  async beforeStore({ manager, values }) {
    const claimed = await claimUpload(manager, 'cv', values.cvUploadId);
    if (!claimed.ok)
      return {
        status: FormStatus.INVALID,
        messageId: 'form.invalid',
        errors: [{ field: 'cvUploadId', code: claimed.code, messageId: claimed.messageId }],
      };
    values.cv = claimed.upload;
    return null;
  },
  async afterStore({ manager, values, submissionId }) {
    await linkUpload(manager, values.cvUploadId, submissionId);
  },
  mails: (v, lang) => [
    {
      template: 'job-contact',
      to: 'agency',
      lang: config().DEFAULT_LANGUAGE,
      replyTo: v.email,
      // The file to attach, found here (forms stores the uploads) so the mail needs no knowledge of them.
      cv: storedUploadFile('cv', v.cv),
    },
    { template: 'job-contact.confirmation', to: v.email, lang },
  ],
};
