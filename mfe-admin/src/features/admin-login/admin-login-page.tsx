import { ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, type AdminSignInResponse } from '@pac/contracts';
import { apiFetch } from '@pac/session';
import { Button, Card, CardContent, CardHeader, Input, Label } from '@pac/ui';
import { Eye, EyeOff } from 'lucide-react';
import { storeAdminSession } from '../../lib/admin-api.js';

/** Reads a body as text then JSON, so a non-JSON answer gives the spec's 'Server returned invalid JSON' text. */
async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(ADMIN_SCREEN_TEXTS.invalidJson(text));
  }
}

const post = (path: string, body: object) => apiFetch(path, { method: 'POST', body: JSON.stringify(body) });

/** Admin Sign In: password, then the emailed code; only an admin reaches /admin/dashboard. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : ADMIN_SCREEN_TEXTS.loginError);
    } finally {
      setBusy(false);
    }
  };

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const body = await readJson(await post('/api/admin/login', { email, password }));
      if (body.success !== true) throw new Error((body.error as string) || ADMIN_SCREEN_TEXTS.loginFailed);
      setStep('code');
    });
  };

  const onCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const body = await readJson(await post('/api/admin/2fa/verify', { email, code }));
      if (body.success !== true) throw new Error((body.error as string) || ADMIN_SCREEN_TEXTS.loginFailed);
      // The answer set the admin session cookie; only the user is kept, for display.
      const { user } = body as unknown as AdminSignInResponse;
      if (user?.role !== 'admin') throw new Error(ADMIN_SCREEN_TEXTS.accessDenied);
      storeAdminSession(user);
      navigate(ROUTES.adminDashboard, { replace: true });
    });
  };

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-brand-dark px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold text-primary">{ADMIN_SCREEN_TEXTS.signInTitle}</h1>
          <p className="text-sm text-muted-foreground">{ADMIN_SCREEN_TEXTS.attemptsMonitored}</p>
        </CardHeader>
        <CardContent>
          {error && (
            <div
              role="alert"
              className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700"
            >
              <p className="font-semibold">{ADMIN_SCREEN_TEXTS.authenticationError}</p>
              <p>{error}</p>
            </div>
          )}
          {step === 'password' ? (
            <form className="space-y-4" onSubmit={onPassword}>
              <div className="space-y-2">
                <Label htmlFor="admin-email">Email</Label>
                <Input
                  id="admin-email"
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              <div className="space-y-2">
                <Label htmlFor="admin-password">Password</Label>
                <div className="relative">
                  <Input
                    id="admin-password"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                  <button
                    type="button"
                    className="absolute right-2 top-2 text-muted-foreground"
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((v) => !v)}
                  >
                    {showPassword ? <EyeOff size={18} /> : <Eye size={18} />}
                  </button>
                </div>
              </div>
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? ADMIN_SCREEN_TEXTS.signingIn : ADMIN_SCREEN_TEXTS.signInButton}
              </Button>
            </form>
          ) : (
            <form className="space-y-4" onSubmit={onCode}>
              <p className="text-sm font-medium">{ADMIN_SCREEN_TEXTS.codeTitle}</p>
              <p className="text-sm text-muted-foreground">{ADMIN_SCREEN_TEXTS.codeSent(email)}</p>
              <div className="space-y-2">
                <Label htmlFor="admin-code">Verification code</Label>
                <Input
                  id="admin-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                />
              </div>
              <Button type="submit" className="w-full" disabled={busy || code.length !== 6}>
                {busy ? ADMIN_SCREEN_TEXTS.verifying : ADMIN_SCREEN_TEXTS.verifyCode}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
