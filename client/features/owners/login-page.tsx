import { useMutation } from '@apollo/client/react';
import { NoScriptNote } from '../../ui/noscript-note';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import { usePageHead } from '../../ui/use-page-head';
import { useRoutePath } from '../../ui/route-path';
import { CheckboxField, EmailField, TextField } from '../../ui/forms/fields';
import { fieldIssueText, FORM_MESSAGES } from '../../ui/forms/field-messages';
import '../../ui/forms/forms.css';
import { checkField, PERSON_RULES, type FieldRule } from '../../../common/forms/field-rules';
import { useLogout, useOwnerAccount, useRememberOwner } from './owner-account';

const OwnerLoginMutation = graphql(`
  mutation OwnerLogin($input: OwnerLoginInput!) {
    ownerLogin(input: $input) {
      ok
      status
      message
      retryAfterSeconds
      owner {
        id
        email
        firstName
        lastName
      }
    }
  }
`);

const RequestResetMutation = graphql(`
  mutation RequestOwnerPasswordReset($input: PasswordResetRequestInput!) {
    requestOwnerPasswordReset(input: $input) {
      ok
      status
      message
    }
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetOwnerPassword($input: PasswordResetInput!) {
    resetOwnerPassword(input: $input) {
      ok
      status
      message
      owner {
        id
        email
        firstName
        lastName
      }
    }
  }
`);

/** The shortest password the server accepts (server/accounts/password.service.ts). */
const MIN_PASSWORD_LENGTH = 10;

interface Notice {
  tone: 'error' | 'success';
  text: string;
}

/**
 * Where a form's outcome is read out: errors interrupt (alert), confirmations wait their turn
 * (status). Both regions are always in the page, empty until needed: a live region that appears
 * together with its text may not be announced.
 */
function NoticeBox({ notice }: { notice: Notice | null }) {
  return (
    <div className="owner-notices">
      <div className="owner-notice owner-notice--error" role="alert">
        {notice?.tone === 'error' ? notice.text : null}
      </div>
      <div className="owner-notice owner-notice--success" role="status">
        {notice?.tone === 'success' ? notice.text : null}
      </div>
    </div>
  );
}

/** A field's message for the first problem the form kit's rule finds in it, if any. */
function fieldIssue(i18n: I18n, rule: FieldRule, value: string): string | undefined {
  const code = checkField(rule, value);
  return code ? fieldIssueText(i18n, { code, max: rule.max }) : undefined;
}

/** The password as the login form checks it before sending: given (its length is the server's concern). */
const PASSWORD_GIVEN: FieldRule = { required: true, max: 200 };

/**
 * What a form found wrong before sending, by field: shown under each, with the summary above. Every
 * field of these forms is needed, so none carries the kit's "required" mark.
 */
type FieldErrors<F extends string> = Partial<Record<F, string>>;

function ShowPassword({ shown, onChange }: { shown: boolean; onChange: (v: boolean) => void }) {
  return (
    <CheckboxField
      name="showPassword"
      label={<Trans>Show password</Trans>}
      checked={shown}
      onChange={onChange}
    />
  );
}

/** The owners' login (/{lang}/login/), the "forgot password" request and the mailed link's reset form. */
export function LoginPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  // The reset link's token, read once and kept here: the address drops it (below).
  const [resetToken, setResetToken] = useState(() => params.get('reset'));
  const { account } = useOwnerAccount();
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  // The owners' door, and the password reset it holds, are no search result.
  usePageHead({ title: t`Owner login`, noindex: true });
  useEffect(() => {
    const token = params.get('reset');
    if (token === null) return;
    setResetToken(token);
    // Replaced, not pushed: the token stays neither in the history nor in the Referer of what follows.
    const rest = new URLSearchParams(params);
    rest.delete('reset');
    setParams(rest, { replace: true });
  }, [params, setParams]);
  let body: ReactNode;
  if (resetToken)
    body = (
      <ResetPasswordForm
        token={resetToken}
        onAskNewLink={() => {
          setResetToken(null);
          setMode('forgot');
        }}
      />
    );
  else if (account) body = <AlreadyLoggedIn name={`${account.firstName} ${account.lastName}`} />;
  else if (mode === 'forgot') body = <ForgotPasswordForm onBack={() => setMode('login')} />;
  else body = <LoginForm onForgot={() => setMode('forgot')} />;
  return (
    <article className="container owner-login" data-route="login">
      <h1>
        <Trans>Owner login</Trans>
      </h1>
      {body}
    </article>
  );
}

function usePortalNavigation() {
  const lang = useLocale();
  const navigate = useNavigate();
  const portalPath = useRoutePath('owner-portal');
  return () => navigate(portalPath ?? `/${lang}/`);
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t, i18n } = useLingui();
  const lang = useLocale();
  const remember = useRememberOwner();
  const toPortal = usePortalNavigation();
  const [login, { loading }] = useMutation(OwnerLoginMutation);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: FieldErrors<'email' | 'password'> = {
      email: fieldIssue(i18n, PERSON_RULES.email, email),
      password: fieldIssue(i18n, PASSWORD_GIVEN, password),
    };
    setErrors(found);
    if (found.email || found.password) {
      setNotice({ tone: 'error', text: i18n._(FORM_MESSAGES.invalid) });
      return;
    }
    try {
      const { data } = await login({ variables: { input: { email, password, lang } } });
      const result = data?.ownerLogin;
      if (result?.ok && result.owner) {
        remember(result.owner);
        await toPortal();
        return;
      }
      setPassword('');
      setNotice({
        tone: 'error',
        text: result?.message ?? t`Logging in is not possible right now. Please try again in a moment.`,
      });
    } catch {
      setNotice({
        tone: 'error',
        text: t`Logging in is not possible right now. Please try again in a moment.`,
      });
    }
  }

  return (
    <form className="owner-form" onSubmit={submit} noValidate aria-labelledby="owner-login-intro">
      <NoScriptNote>
        <Trans>This form needs JavaScript: turn it on in your browser to send it.</Trans>
      </NoScriptNote>
      <p id="owner-login-intro">
        <Trans>
          Log in to see how your property is doing: its visits, the requests about it and where it is online.
        </Trans>
      </p>
      <NoticeBox notice={notice} />
      <EmailField
        name="email"
        label={<Trans>E-mail address</Trans>}
        value={email}
        onChange={setEmail}
        autoComplete="username"
        maxLength={PERSON_RULES.email.max}
        error={errors.email}
      />
      <TextField
        name="password"
        label={<Trans>Password</Trans>}
        type={shown ? 'text' : 'password'}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        maxLength={PASSWORD_GIVEN.max}
        error={errors.password}
      />
      <ShowPassword shown={shown} onChange={setShown} />
      <div className="owner-form__actions">
        <button type="submit" className="button button--primary" disabled={loading}>
          {loading ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
        <button type="button" className="owner-link-button" onClick={onForgot}>
          <Trans>Forgot your password?</Trans>
        </button>
      </div>
    </form>
  );
}

function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useLingui();
  const lang = useLocale();
  const [request, { loading }] = useMutation(RequestResetMutation);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = { email: fieldIssue(i18n, PERSON_RULES.email, email) };
    setErrors(found);
    if (found.email) {
      setNotice({ tone: 'error', text: i18n._(FORM_MESSAGES.invalid) });
      return;
    }
    try {
      const { data } = await request({ variables: { input: { email, lang } } });
      const result = data?.requestOwnerPasswordReset;
      setNotice({
        tone: result?.ok ? 'success' : 'error',
        text: result?.message ?? t`Mail not sent, try again.`,
      });
    } catch {
      setNotice({ tone: 'error', text: t`Mail not sent, try again.` });
    }
  }

  return (
    <form className="owner-form" onSubmit={submit} noValidate aria-labelledby="owner-forgot-title">
      <NoScriptNote>
        <Trans>This form needs JavaScript: turn it on in your browser to send it.</Trans>
      </NoScriptNote>
      <h2 id="owner-forgot-title">
        <Trans>Choose a new password</Trans>
      </h2>
      <p>
        <Trans>
          Enter the e-mail address you use for the portal. We will send you a link to choose a new password.
        </Trans>
      </p>
      <NoticeBox notice={notice} />
      <EmailField
        name="email"
        label={<Trans>E-mail address</Trans>}
        value={email}
        onChange={setEmail}
        autoComplete="username"
        maxLength={PERSON_RULES.email.max}
        error={errors.email}
        autoFocus
      />
      <div className="owner-form__actions">
        <button type="submit" className="button button--primary" disabled={loading}>
          <Trans>Send the link</Trans>
        </button>
        <button type="button" className="owner-link-button" onClick={onBack}>
          <Trans>Back to the login</Trans>
        </button>
      </div>
    </form>
  );
}

function ResetPasswordForm({ token, onAskNewLink }: { token: string; onAskNewLink: () => void }) {
  const { t, i18n } = useLingui();
  const lang = useLocale();
  const remember = useRememberOwner();
  const toPortal = usePortalNavigation();
  const [reset, { loading }] = useMutation(ResetPasswordMutation);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<FieldErrors<'password' | 'repeat'>>({});
  const [linkInvalid, setLinkInvalid] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: FieldErrors<'password' | 'repeat'> =
      [...password].length < MIN_PASSWORD_LENGTH
        ? { password: t`The password must have at least ${MIN_PASSWORD_LENGTH} characters.` }
        : password !== repeat
          ? { repeat: t`The two passwords are not the same.` }
          : {};
    setErrors(found);
    if (found.password || found.repeat) {
      setNotice({ tone: 'error', text: i18n._(FORM_MESSAGES.invalid) });
      return;
    }
    try {
      const { data } = await reset({ variables: { input: { token, password, lang } } });
      const result = data?.resetOwnerPassword;
      if (result?.ok && result.owner) {
        remember(result.owner);
        await toPortal();
        return;
      }
      setLinkInvalid(result?.status === 'INVALID_LINK');
      setNotice({
        tone: 'error',
        text: result?.message ?? t`Logging in is not possible right now. Please try again in a moment.`,
      });
    } catch {
      setNotice({
        tone: 'error',
        text: t`Logging in is not possible right now. Please try again in a moment.`,
      });
    }
  }

  return (
    <form className="owner-form" onSubmit={submit} noValidate aria-labelledby="owner-reset-title">
      <NoScriptNote>
        <Trans>This form needs JavaScript: turn it on in your browser to send it.</Trans>
      </NoScriptNote>
      <h2 id="owner-reset-title">
        <Trans>Choose a new password</Trans>
      </h2>
      <NoticeBox notice={notice} />
      {linkInvalid ? (
        <p>
          <button type="button" className="button" onClick={onAskNewLink}>
            <Trans>Ask for a new link</Trans>
          </button>
        </p>
      ) : (
        <>
          <TextField
            name="newPassword"
            label={<Trans>New password</Trans>}
            type={shown ? 'text' : 'password'}
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            maxLength={PASSWORD_GIVEN.max}
            error={errors.password}
            hint={
              <Trans>
                At least {MIN_PASSWORD_LENGTH} characters. A sentence you remember is a good password.
              </Trans>
            }
            autoFocus
          />
          <TextField
            name="repeatPassword"
            label={<Trans>Repeat the new password</Trans>}
            type={shown ? 'text' : 'password'}
            value={repeat}
            onChange={setRepeat}
            autoComplete="new-password"
            maxLength={PASSWORD_GIVEN.max}
            error={errors.repeat}
          />
          <ShowPassword shown={shown} onChange={setShown} />
          <div className="owner-form__actions">
            <button type="submit" className="button button--primary" disabled={loading}>
              <Trans>Save the new password</Trans>
            </button>
          </div>
        </>
      )}
    </form>
  );
}

function AlreadyLoggedIn({ name }: { name: string }) {
  const portalPath = useRoutePath('owner-portal');
  const logout = useLogout();
  return (
    <div className="owner-form">
      <p>
        <Trans>You are logged in as {name}.</Trans>
      </p>
      <div className="owner-form__actions">
        {portalPath && (
          <Link className="button button--primary" to={portalPath}>
            <Trans>Go to my properties</Trans>
          </Link>
        )}
        <button type="button" className="button" onClick={() => void logout()}>
          <Trans>Log out</Trans>
        </button>
      </div>
    </div>
  );
}
