import { ADMIN_SCREEN_TEXTS, SETTINGS_TAB_LABELS, STEP_UP_SCREEN_TEXTS } from '../../texts.js';
import { useState, type FormEvent } from 'react';
import {
  ADMIN_STEP_UP_PATHS,
  STEP_UP_REQUIRED_CODE,
  SETTINGS_GROUPS,
  type AdminSettingsData,
  type MaskedSecret,
  type SettingsGroupName,
} from '@pac/contracts';
import { Button, Input, Label, cn } from '@pac/ui';
import { AdminRequestError, adminRequest, useAdminResource } from '../../lib/admin-api.js';
import { ErrorBox, Loading } from '../../lib/status-views.js';
import { SETTINGS_FIELDS, type SettingsField } from './settings-fields.js';

type Draft = Record<string, string | number | boolean>;

const draftOf = (values: AdminSettingsData[SettingsGroupName], fields: SettingsField[]): Draft =>
  Object.fromEntries(
    fields.map((f) => [f.key, f.kind === 'secret' ? '' : (values[f.key] as string | number | boolean)]),
  );

export function SettingsPage() {
  const { data, error, loading, reload } = useAdminResource<AdminSettingsData>(
    '/api/admin/settings',
    'Failed to fetch settings',
  );
  const [tab, setTab] = useState<SettingsGroupName>('general');
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold text-foreground">Settings</h1>
      <div role="tablist" className="flex gap-2 border-b border-border">
        {SETTINGS_GROUPS.map((group) => (
          <button
            key={group}
            role="tab"
            aria-selected={tab === group}
            className={cn('px-3 py-2 text-sm', tab === group && 'border-b-2 border-primary font-semibold')}
            onClick={() => setTab(group)}
          >
            {SETTINGS_TAB_LABELS[group]}
          </button>
        ))}
      </div>
      {error && <ErrorBox message={error} />}
      {loading && !data && <Loading />}
      {data && <SettingsForm key={tab} group={tab} values={data[tab]} onSaved={reload} />}
    </section>
  );
}

/** One tab's form; keyed by tab, so its draft starts from the stored values each time the tab opens. */
function SettingsForm({
  group,
  values,
  onSaved,
}: {
  group: SettingsGroupName;
  values: AdminSettingsData[SettingsGroupName];
  onSaved: () => void;
}) {
  const fields = SETTINGS_FIELDS[group];
  const [draft, setDraft] = useState<Draft>(() => draftOf(values, fields));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // Open while the server wants an emailed code before this save (SMTP host, webhook secret); the draft stays.
  const [stepUp, setStepUp] = useState(false);

  const submit = async () => {
    setSaving(true);
    setNotice(null);
    try {
      await adminRequest(`/api/admin/settings/${group}`, ADMIN_SCREEN_TEXTS.settingsSaveFailed, {
        method: 'PUT',
        body: JSON.stringify(draft),
      });
      setNotice({ ok: true, text: ADMIN_SCREEN_TEXTS.settingsSaved });
      onSaved();
    } catch (caught) {
      if (caught instanceof AdminRequestError && caught.code === STEP_UP_REQUIRED_CODE) setStepUp(true);
      else setNotice({ ok: false, text: (caught as Error).message });
    } finally {
      setSaving(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className="max-w-xl space-y-4"
      onSubmit={save}
      aria-label={`${SETTINGS_TAB_LABELS[group]} settings`}
    >
      {fields.map((field) => {
        const id = `setting-${field.key}`;
        const value = draft[field.key];
        if (field.kind === 'boolean') {
          return (
            <label key={field.key} htmlFor={id} className="flex items-center gap-2 text-sm">
              <input
                id={id}
                type="checkbox"
                checked={value === true}
                onChange={(e) => setDraft({ ...draft, [field.key]: e.target.checked })}
              />
              {field.label}
            </label>
          );
        }
        const masked = field.kind === 'secret' ? (values[field.key] as MaskedSecret | undefined) : undefined;
        return (
          <div key={field.key} className="space-y-1">
            <Label htmlFor={id}>{field.label}</Label>
            <Input
              id={id}
              type={field.kind === 'secret' ? 'password' : field.kind === 'number' ? 'number' : 'text'}
              autoComplete="off"
              placeholder={
                masked
                  ? masked.configured
                    ? `Configured${masked.last4 ? ` (ends ${masked.last4})` : ''}; leave blank to keep`
                    : 'Not configured'
                  : undefined
              }
              value={String(value ?? '')}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  [field.key]: field.kind === 'number' ? Number(e.target.value) : e.target.value,
                })
              }
            />
          </div>
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
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save Settings'}
      </Button>
      {stepUp && (
        <StepUpDialog
          onCancel={() => setStepUp(false)}
          onVerified={() => {
            setStepUp(false);
            // The proof is now in the settings cookie: the same draft is saved again.
            void submit();
          }}
        />
      )}
    </form>
  );
}

/** "Enter the code we emailed you": send a code, type it, verify; on success the caller retries its save. */
function StepUpDialog({ onCancel, onVerified }: { onCancel: () => void; onVerified: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const call = async (kind: 'send' | 'verify') => {
    setBusy(kind);
    setMessage(null);
    try {
      if (kind === 'send') {
        await adminRequest(ADMIN_STEP_UP_PATHS.sendCode, STEP_UP_SCREEN_TEXTS.sendFailed, { method: 'POST' });
        setMessage({ ok: true, text: STEP_UP_SCREEN_TEXTS.codeSent });
      } else {
        await adminRequest(ADMIN_STEP_UP_PATHS.verify, STEP_UP_SCREEN_TEXTS.verifyFailed, {
          method: 'POST',
          body: JSON.stringify({ code: code.trim() }),
        });
        onVerified();
      }
    } catch (caught) {
      setMessage({ ok: false, text: (caught as Error).message });
    } finally {
      setBusy(null);
    }
  };

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
      <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void call('send')}>
        {busy === 'send' ? STEP_UP_SCREEN_TEXTS.sending : STEP_UP_SCREEN_TEXTS.sendCode}
      </Button>
      <div className="space-y-1">
        <Label htmlFor="step-up-code">{STEP_UP_SCREEN_TEXTS.codeLabel}</Label>
        <Input
          id="step-up-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-sm' : 'text-sm text-red-700'}>
          {message.text}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          type="button"
          disabled={busy !== null || code.trim().length !== 6}
          onClick={() => void call('verify')}
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
