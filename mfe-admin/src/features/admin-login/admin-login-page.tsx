import { useState, type FormEvent } from 'react';
import { Button, Card, CardContent, CardHeader, Input, Label } from '@pac/ui';

/** Layout and fields of the admin sign-in; the call, errors and redirect arrive with the admin issue. */
export function AdminLoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-brand-dark px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold text-primary">Admin Sign In</h1>
          <p className="text-sm text-muted-foreground">All login attempts are logged and monitored.</p>
        </CardHeader>
        <CardContent>
          <form className="space-y-4" onSubmit={onSubmit}>
            <div className="space-y-2">
              <Label htmlFor="admin-email">Email</Label>
              <Input id="admin-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="admin-password">Password</Label>
              <Input id="admin-password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
            <Button type="submit" className="w-full">
              Sign in to Admin Portal
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
