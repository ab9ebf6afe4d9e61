import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SETTINGS_GROUPS,
  STEP_UP_REQUIRED_CODE,
  adminStepUpVerifySchema,
  settingsUpdateSchemas,
  type AdminSettingsData,
  type MaskedSecret,
  type SettingsGroupName,
} from '@pac/contracts';
import { Button, Field, Input } from '@pac/ui';
import { AdminRequestError } from '../../lib/admin-request.js';
import { ErrorBox, Loading } from '../../lib/status-views.js';
import { Tab, TabList, TabPanel, Tabs } from '../../lib/tabs.js';
import {
  ADMIN_LAYOUT_TEXTS,
  ADMIN_SCREEN_TEXTS,
  SETTINGS_TAB_LABELS,
  STEP_UP_SCREEN_TEXTS,
} from '../../texts.js';
import { useSettings } from './api/settings-api.js';
import { useSaveSettings } from './api/settings-save-api.js';
import { useSendStepUpCode } from './api/step-up-send-code-api.js';
import { useVerifyStepUpCode } from './api/step-up-verify-api.js';
import { SETTINGS_FIELDS, type SettingsField } from './settings-fields.js';

/** A tab's form as typed: number fields hold their text, so a cleared one is '' rather than 0. */
type Draft = Record<string, string | boolean>;
type Saved = Record<string, unknown>;

const draftOf = (values: AdminSettingsData[SettingsGroupName], fields: SettingsField[]): Draft =>
  Object.fromEntries(
    fields.map((f) => {
      const value = values[f.key];
      if (f.kind === 'secret') return [f.key, ''];
      if (f.kind === 'boolean') return [f.key, value === true];
      return [f.key, value === undefined || value === null ? '' : String(value)];
    }),
  );

/**
 * The admin service's schema for the group (the same one that checks the PUT), plus one rule of the form's own:
 * a cleared number field is an error of its own instead of reaching the schema's coercion as 0.
 */
function settingsResolver(
  group: SettingsGroupName,
  fields: SettingsField[],
): Resolver<Draft, unknown, Saved> {
  const schemaResolver = zodResolver(settingsUpdateSchemas[group]) as unknown as Resolver<
    Draft,
    unknown,
    Saved
  >;
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const blank: FieldErrors<Draft> = Object.fromEntries(
      fields
        .filter((f) => f.kind === 'number' && String(values[f.key] ?? '').trim() === '')
        .map((f) => [f.key, { type: 'required', message: ADMIN_SCREEN_TEXTS.numberRequired(f.label) }]),
    );
    if (Object.keys(blank).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...blank } };
  };
}

export function SettingsPage() {
  const settings = useSettings();
  const data = settings.isError ? undefined : settings.data;
  const [tab, setTab] = useState<SettingsGroupName>('general');
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold text-foreground">Settings</h1>
      <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsGroupName)} className="space-y-4">
        <TabList aria-label={ADMIN_LAYOUT_TEXTS.settingsTabs}>
          {SETTINGS_GROUPS.map((group) => (
            <Tab key={group} value={group}>
              {SETTINGS_TAB_LABELS[group]}
            </Tab>
          ))}
        </TabList>
        {settings.error && <ErrorBox message={settings.error.message} />}
        {settings.isLoading && <Loading />}
        {/* Only the open tab's panel has its form, so a tab's draft starts from the stored values each time it opens. */}
        {SETTINGS_GROUPS.map((group) => (
          <TabPanel key={group} value={group}>
            {data && <SettingsForm group={group} values={data[group]} />}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

/** One tab's form, mounted while its tab is open. */
function SettingsForm({
  group,
  values,
}: {
  group: SettingsGroupName;
  values: AdminSettingsData[SettingsGroupName];
}) {
  const fields = SETTINGS_FIELDS[group];
  const [resolver] = useState(() => settingsResolver(group, fields));
  const { register, handleSubmit, formState } = useForm<Draft, unknown, Saved>({
    resolver,
    defaultValues: draftOf(values, fields),
  });
  const save = useSaveSettings();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // What the server wants an emailed code for before saving (a STEP_UP_SETTINGS change); the draft stays.
  const [awaitingStepUp, setAwaitingStepUp] = useState<Saved | null>(null);

  const submit = (draft: Saved) => {
    setNotice(null);
    save.mutate(
      { group, values: draft },
      {
        onSuccess: () => setNotice({ ok: true, text: ADMIN_SCREEN_TEXTS.settingsSaved }),
        onError: (error) => {
          if (error instanceof AdminRequestError && error.code === STEP_UP_REQUIRED_CODE)
            setAwaitingStepUp(draft);
          else setNotice({ ok: false, text: error.message });
        },
      },
    );
  };

  return (
    <form
      className="max-w-xl space-y-4"
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={`${SETTINGS_TAB_LABELS[group]} settings`}
    >
      {fields.map((field) => {
        const id = `setting-${field.key}`;
        if (field.kind === 'boolean') {
          return (
            <label key={field.key} htmlFor={id} className="flex items-center gap-2 text-sm">
              <input id={id} type="checkbox" {...register(field.key)} />
              {field.label}
            </label>
          );
        }
        const masked = field.kind === 'secret' ? (values[field.key] as MaskedSecret | undefined) : undefined;
        const error = formState.errors[field.key]?.message;
        return (
          <Field key={field.key} id={id} label={field.label} error={error}>
            <Input
              id={id}
              type={field.kind === 'secret' ? 'password' : field.kind === 'number' ? 'number' : 'text'}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              placeholder={
                masked
                  ? masked.configured
                    ? `Configured${masked.last4 ? ` (ends ${masked.last4})` : ''}; leave blank to keep`
                    : 'Not configured'
                  : undefined
              }
              {...register(field.key)}
            />
          </Field>
        );
      })}
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={notice.ok ? 'text-sm text-green-700' : 'text-sm text-red-700'}
        >
          {notice.text}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
      {awaitingStepUp && (
        <StepUpDialog
          onCancel={() => setAwaitingStepUp(null)}
          onVerified={() => {
            setAwaitingStepUp(null);
            // The proof is now in the settings cookie: the same draft is saved again.
            submit(awaitingStepUp);
          }}
        />
      )}
    </form>
  );
}

/**
 * "Enter the code we emailed you": send a code, type it, verify; on success the caller retries its save. It sits
 * inside the settings form, so its code is checked with the identity service's schema without a form of its own.
 */
function StepUpDialog({ onCancel, onVerified }: { onCancel: () => void; onVerified: () => void }) {
  const { register, handleSubmit, control, formState } = useForm<{ code: string }>({
    resolver: zodResolver(adminStepUpVerifySchema),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control, name: 'code' });
  const sendCode = useSendStepUpCode();
  const verify = useVerifyStepUpCode();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const busy = sendCode.isPending ? 'send' : verify.isPending ? 'verify' : null;
  const codeError = formState.errors.code?.message;

  const onSend = () => {
    setMessage(null);
    sendCode.mutate(undefined, {
      onSuccess: () => setMessage({ ok: true, text: STEP_UP_SCREEN_TEXTS.codeSent }),
      onError: (error) => setMessage({ ok: false, text: error.message }),
    });
  };
  const onVerify = handleSubmit(({ code: typed }) => {
    setMessage(null);
    verify.mutate(typed, {
      onSuccess: onVerified,
      onError: (error) => setMessage({ ok: false, text: error.message }),
    });
  });

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="step-up-title"
      className="space-y-3 rounded border border-border bg-background p-4 shadow"
    >
      <h2 id="step-up-title" className="text-lg font-semibold">
        {STEP_UP_SCREEN_TEXTS.title}
      </h2>
      <p className="text-sm">{STEP_UP_SCREEN_TEXTS.required}</p>
      <p className="text-sm">{STEP_UP_SCREEN_TEXTS.description}</p>
      <Button type="button" variant="outline" disabled={busy !== null} onClick={onSend}>
        {busy === 'send' ? STEP_UP_SCREEN_TEXTS.sending : STEP_UP_SCREEN_TEXTS.sendCode}
      </Button>
      <Field id="step-up-code" label={STEP_UP_SCREEN_TEXTS.codeLabel} error={codeError}>
        <Input
          id="step-up-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? 'step-up-code-error' : undefined}
          {...register('code', { setValueAs: (value: string) => value.trim() })}
        />
      </Field>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-sm' : 'text-sm text-red-700'}>
          {message.text}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          type="button"
          disabled={busy !== null || code.trim().length !== 6}
          onClick={() => void onVerify()}
        >
          {busy === 'verify' ? STEP_UP_SCREEN_TEXTS.verifying : STEP_UP_SCREEN_TEXTS.verify}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {STEP_UP_SCREEN_TEXTS.cancel}
        </Button>
      </div>
    </div>
  );
}
