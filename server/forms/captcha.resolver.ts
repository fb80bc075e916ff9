import { Query, Resolver } from 'type-graphql';
import { createChallenge } from './captcha.service';
import { CaptchaChallenge } from './form.types';

@Resolver()
export class CaptchaResolver {
  @Query(() => CaptchaChallenge, {
    description: 'A fresh captcha challenge for a form (never cached: one per form).',
  })
  captchaChallenge(): CaptchaChallenge {
    return createChallenge();
  }
}
