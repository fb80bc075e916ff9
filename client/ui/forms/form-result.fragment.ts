import { graphql } from '../../generated';

/** What every form mutation answers (FormResult); each form's mutation spreads it. */
export const FormResultFieldsFragment = graphql(`
  fragment FormResultFields on FormResult {
    ok
    status
    message
    thankYouPath
    submissionId
    errors {
      field
      code
      message
    }
  }
`);
