import { Arg, Ctx, Resolver } from 'type-graphql';
import { QueryFor, MutationFor } from '../core/graphql/field-access';
import { parseLanguage } from '../core/localized';
import type { GraphQLContext } from '../core/graphql/context';
import type { LanguageCode } from '../core/config';
import { translate, type MessageId } from '../core/messages';
import { passwordLogin } from '../accounts/password-login.service';
import { setPasswordWithLink, type PasswordProblem } from '../accounts/password-link.service';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../accounts/password.service';
import { deleteSession } from '../accounts/session.service';
import { OWNER_ACCOUNTS } from './owner-accounts';
import { requestOwnerPasswordReset } from './owner-auth.service';
import {
  AuthResult,
  AuthStatus,
  OwnerAccount,
  OwnerLoginInput,
  PasswordResetInput,
  PasswordResetRequestInput,
} from './owner.types';

/** What a refused new password is told. */
const PASSWORD_PROBLEM_MESSAGES = {
  tooShort: ['auth.passwordTooShort', { min: MIN_PASSWORD_LENGTH }],
  tooLong: ['auth.passwordTooLong', { max: MAX_PASSWORD_LENGTH }],
  isEmail: ['auth.passwordIsEmail', {}],
} as const satisfies Record<PasswordProblem, readonly [MessageId, Record<string, number>]>;

/** The language of the answer: the one asked for (checked like every `lang`), else the request's. */
const answerLang = (asked: string | null | undefined, ctx: GraphQLContext): LanguageCode =>
  parseLanguage(asked, ctx.lang);

function result(
  status: AuthStatus,
  lang: LanguageCode,
  messageId: MessageId,
  extra: Partial<AuthResult> & { params?: Record<string, number> } = {},
): AuthResult {
  const { params, ...rest } = extra;
  return {
    ok: status === AuthStatus.OK,
    status,
    message: translate(lang, messageId, params),
    retryAfterSeconds: null,
    owner: null,
    ...rest,
  };
}

async function ownerAccount(ctx: GraphQLContext, ownerId: number): Promise<OwnerAccount | null> {
  const [row]: { id: number; email: string; first_name: string; last_name: string; lang: string }[] =
    await ctx.ds.query(`SELECT id, email, first_name, last_name, lang FROM owner WHERE id = $1`, [ownerId]);
  return row
    ? { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, lang: row.lang }
    : null;
}

/** Login, logout and the password reset of the owners' portal. */
@Resolver()
export class OwnerAuthResolver {
  @QueryFor('per-caller', () => OwnerAccount, {
    nullable: true,
    description: 'The owner logged in with this request’s session cookie, or null.',
  })
  async ownerAccount(@Ctx() ctx: GraphQLContext): Promise<OwnerAccount | null> {
    const viewer = await ctx.auth.viewer();
    return viewer?.role === 'owner' ? ownerAccount(ctx, viewer.accountId) : null;
  }

  @MutationFor('per-caller', () => AuthResult, {
    description: 'Logs an owner in: sets the session cookie (HttpOnly, SameSite=Lax, Secure behind TLS).',
  })
  async ownerLogin(
    @Arg('input', () => OwnerLoginInput) input: OwnerLoginInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthResult> {
    const lang = answerLang(input.lang, ctx);
    const outcome = await passwordLogin(ctx.ds, OWNER_ACCOUNTS, {
      email: input.email,
      password: input.password,
      ip: ctx.client.ip,
    });
    if (outcome.status === 'RATE_LIMITED') {
      return result(AuthStatus.RATE_LIMITED, lang, 'auth.tooManyAttempts', {
        retryAfterSeconds: outcome.retryAfterSeconds,
        params: { seconds: outcome.retryAfterSeconds },
      });
    }
    if (outcome.status === 'FAILED') return result(AuthStatus.FAILED, lang, 'auth.loginFailed');
    // A session the browser already had (another owner on a shared computer) ends here.
    if (ctx.auth.token) await deleteSession(ctx.ds.manager, ctx.auth.token);
    ctx.auth.setSessionCookie({ token: outcome.token, role: 'owner' });
    return result(AuthStatus.OK, lang, 'auth.loggedIn', {
      owner: await ownerAccount(ctx, outcome.accountId),
    });
  }

  @MutationFor('per-caller', () => Boolean, {
    description: 'Ends this session (the cookie and the stored session). True even without one.',
  })
  async ownerLogout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    if (ctx.auth.token) await deleteSession(ctx.ds.manager, ctx.auth.token);
    ctx.auth.setSessionCookie(null);
    return true;
  }

  @MutationFor('per-caller', () => AuthResult, {
    description:
      'Mails a single-use link to choose a new password. The answer is the same whether the address is known or not.',
  })
  async requestOwnerPasswordReset(
    @Arg('input', () => PasswordResetRequestInput) input: PasswordResetRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthResult> {
    const lang = answerLang(input.lang, ctx);
    const outcome = await requestOwnerPasswordReset(ctx.ds, { email: input.email, lang, ip: ctx.client.ip });
    if (outcome === 'RATE_LIMITED') return result(AuthStatus.RATE_LIMITED, lang, 'auth.resetRateLimited');
    return result(AuthStatus.OK, lang, 'auth.resetSent');
  }

  @MutationFor('per-caller', () => AuthResult, {
    description: 'Sets a new password with the token of a reset link; logs the owner in.',
  })
  async resetOwnerPassword(
    @Arg('input', () => PasswordResetInput) input: PasswordResetInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthResult> {
    const lang = answerLang(input.lang, ctx);
    const outcome = await setPasswordWithLink(ctx.ds, OWNER_ACCOUNTS, {
      token: input.token,
      password: input.password,
    });
    if (outcome.status === 'INVALID') return result(AuthStatus.INVALID_LINK, lang, 'auth.resetInvalid');
    if (outcome.status === 'WEAK') {
      const [messageId, params] = PASSWORD_PROBLEM_MESSAGES[outcome.problem];
      return result(AuthStatus.WEAK_PASSWORD, lang, messageId, { params });
    }
    if (ctx.auth.token) await deleteSession(ctx.ds.manager, ctx.auth.token);
    ctx.auth.setSessionCookie({ token: outcome.sessionToken, role: 'owner' });
    return result(AuthStatus.OK, lang, 'auth.passwordChanged', {
      owner: await ownerAccount(ctx, outcome.accountId),
    });
  }
}
