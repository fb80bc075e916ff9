import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { checkFields, type FieldIssue, type FormRules } from '../../../common/forms/field-rules';
import { FORM_KINDS, type FormKind } from '../../../common/forms/form-kinds';
import { useLocale } from '../../i18n/use-locale';
import type { FormResultFieldsFragment } from '../../generated/graphql';
import { useCaptcha, type CaptchaStatus } from './captcha';
import { FORM_MESSAGES, fieldIssueText } from './field-messages';
import { announceFormSent } from '../tracking-events';
import { pageMeta, type PageMeta } from './form-meta';
import {
  hasPerson,
  isRememberedField,
  usePersonBlockContext,
  type RememberedField,
  type RememberedPerson,
} from './person-block';

export type FormValues = Record<string, string | boolean>;

/** SubmissionMetaInput as every form mutation takes it. */
export interface SubmissionMeta extends PageMeta {
  lang: string;
  captcha: string | null;
  website: string | null;
}

export interface FormSubmissionOptions<V extends FormValues> {
  kind: FormKind;
  /** The same rules as the server's definition of this form (common/forms/field-rules.ts). */
  rules: FormRules;
  /** Cross-field checks, the same as the server's `check`. */
  check?: (values: V) => FieldIssue[];
  initialValues: V;
  /** Runs the form's mutation; a rejection (network down) counts as "mail not sent". */
  submit: (values: V, meta: SubmissionMeta) => Promise<FormResultFieldsFragment>;
  /**
   * Inside a person-block provider (the detail page's contact panel): the form's values from the
   * visitor's remembered details, and the remembered field a form field feeds. By default the
   * fields of the same name.
   */
  fromPerson?: (person: RememberedPerson) => Partial<V>;
  toPerson?: (field: string) => RememberedField | null;
  /**
   * A form that confirms in place (a small form inside a page) instead of opening the thank-you
   * page: called with the answer and what was sent once the server has accepted it.
   */
  onAccepted?: (result: FormResultFieldsFragment, values: V) => void;
}

export interface Summary {
  tone: 'error' | 'success';
  text: string;
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/**
 * State and behaviour of one visitor form: the browser checks the same rules as the server, then
 * the mutation runs; problems go to their fields (red, described, the first one focused) with a
 * summary in an alert region, and what the visitor typed stays. Success announces the form's
 * analytics label (recorded only by the trackers the visitor allowed) and opens the thank-you page,
 * or hands over to the form's own confirmation (`onAccepted`).
 */
export function useFormSubmission<V extends FormValues>(options: FormSubmissionOptions<V>) {
  const { kind, rules, check, initialValues, submit } = options;
  const personBlock = usePersonBlockContext();
  const fromPerson = options.fromPerson ?? ((p: RememberedPerson) => samePerson(initialValues, p));
  const toPerson =
    options.toPerson ??
    ((field: string) => (isRememberedField(field) && field in initialValues ? field : null));
  // What the visitor typed in an earlier form of this visit, when the page remembers it.
  const personValues = (): Partial<V> => (personBlock ? fromPerson(personBlock.person) : {});
  const { i18n } = useLingui();
  const lang = useLocale();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryId = useId();
  const captchaErrorId = useId();
  const [values, setValues] = useState<V>(() => ({ ...initialValues, ...personValues() }));
  const [prefilled, setPrefilled] = useState(() => personBlock !== null && hasPerson(personBlock.person));
  // The latest block, for `set` (stable across renders) to write to.
  const blockRef = useRef(personBlock);
  blockRef.current = personBlock;
  const toPersonRef = useRef(toPerson);
  toPersonRef.current = toPerson;
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<Summary | null>(null);
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    const remembered = typeof value === 'string' ? toPersonRef.current(name) : null;
    if (remembered && typeof value === 'string') blockRef.current?.remember(remembered, value);
    // The visitor is fixing it: the old complaint no longer applies.
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  // "Not you? Clear": the person fields go back to empty; what else was typed stays.
  const generation = personBlock?.generation ?? 0;
  const seenGeneration = useRef(generation);
  useEffect(() => {
    if (seenGeneration.current === generation) return;
    seenGeneration.current = generation;
    setPrefilled(false);
    setValues((v) => {
      const next = { ...v };
      for (const key of Object.keys(v) as (keyof V & string)[])
        if (toPersonRef.current(key) !== null) next[key] = initialValues[key];
      return next;
    });
    // Only when the generation changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation]);

  // After errors are shown: focus the first invalid control in page order, else the summary.
  useEffect(() => {
    if (focusRequest === 0) return;
    const form = formRef.current;
    if (!form) return;
    const invalid = [...form.elements].find(
      (el): el is HTMLElement =>
        el instanceof HTMLElement &&
        'name' in el &&
        typeof el.name === 'string' &&
        el.name in errors &&
        el.name !== 'website',
    );
    (invalid ?? document.getElementById(summaryId))?.focus();
    // Only on a new request, not on every error change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const showErrors = (list: { field: string; text: string }[], text: string) => {
    const byField: Record<string, string> = {};
    for (const e of list) byField[e.field] ??= e.text;
    setErrors(byField);
    setSummary({ tone: 'error', text });
    setFocusRequest((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    captcha.start();
    const issues = [...checkFields(rules, values), ...(check?.(values) ?? [])];
    if (issues.length > 0) {
      showErrors(
        issues.map((i) => ({ field: i.field, text: fieldIssueText(i18n, i) })),
        i18n._(FORM_MESSAGES.invalid),
      );
      return;
    }
    setSending(true);
    setSummary(null);
    const meta: SubmissionMeta = {
      lang,
      ...pageMeta(),
      captcha: await captcha.solution(),
      website: honeypot === '' ? null : honeypot,
    };
    let result: FormResultFieldsFragment;
    try {
      result = await submit(values, meta);
    } catch {
      captcha.renew();
      setSending(false);
      setErrors({});
      setSummary({ tone: 'error', text: i18n._(FORM_MESSAGES.mailNotSent) });
      setFocusRequest((n) => n + 1);
      return;
    }
    if (result.ok) {
      // The trackers the visitor allowed, if any, record the form's label.
      announceFormSent(FORM_KINDS[kind].event);
      if (options.onAccepted) {
        setSending(false);
        setErrors({});
        setSummary(null);
        captcha.renew();
        options.onAccepted(result, values);
        return;
      }
      if (result.thankYouPath) {
        void navigate(result.thankYouPath);
        return;
      }
      // No thank-you page (disabled in the route table): say it here and empty the form.
      setSending(false);
      setValues({ ...initialValues, ...personValues() });
      setErrors({});
      setSummary({ tone: 'success', text: result.message });
      captcha.renew();
      return;
    }
    // The challenge may have been spent: the next attempt needs a new one.
    captcha.renew();
    setSending(false);
    showErrors(
      result.errors.map((e) => ({ field: e.field, text: e.message })),
      result.message,
    );
  };

  const text = <K extends StringKeys<V>>(name: K) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (value: string) => set(name, value as V[K]),
  });

  const checkbox = <K extends BooleanKeys<V>>(name: K) => ({
    name,
    checked: values[name] as boolean,
    error: errors[name],
    onChange: (checked: boolean) => set(name, checked as V[K]),
  });

  /** Problems the form has no field for (e.g. an unknown property): shown with the summary. */
  const otherErrors = Object.entries(errors)
    .filter(([field]) => !(field in initialValues) && field !== 'captcha')
    .map(([, message]) => message);

  return {
    values,
    set,
    errors,
    summary,
    summaryId,
    otherErrors,
    sending,
    text,
    checkbox,
    /** Whether the form's rules require a field: its control is marked required. */
    isRequired: (name: string) => rules[name]?.required === true,
    captcha: { status: captcha.status as CaptchaStatus, error: errors.captcha, errorId: captchaErrorId },
    /** Set when the form opened with details remembered from an earlier form: "Not you? Clear". */
    personBlock: prefilled && personBlock ? { clear: personBlock.clear } : null,
    honeypot: { value: honeypot, onChange: setHoneypot },
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (e: FormEvent<HTMLFormElement>) => void onSubmit(e),
      // The visitor starts filling the form: solve the captcha meanwhile.
      onFocus: captcha.start,
      onChange: captcha.start,
    },
  };
}

export type FormSubmission<V extends FormValues> = ReturnType<typeof useFormSubmission<V>>;

/** The remembered details that fit the form's own string fields of the same name. */
function samePerson<V extends FormValues>(initial: V, person: RememberedPerson): Partial<V> {
  const out: Partial<Record<string, string>> = {};
  for (const [key, value] of Object.entries(person))
    if (typeof value === 'string' && typeof initial[key] === 'string') out[key] = value;
  return out as Partial<V>;
}
