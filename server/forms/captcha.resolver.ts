import { Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import { createChallenge } from './captcha.service';
import { CaptchaChallenge } from './form.types';

@Resolver()
export class CaptchaResolver {
  @QueryFor('per-caller', () => CaptchaChallenge, {
    description: 'A fresh captcha challenge for a form (never cached: one per form).',
  })
  captchaChallenge(): CaptchaChallenge {
    return createChallenge();
  }
}
