export function SettingsPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-foreground">Settings</h1>
      <p className="mt-2 text-muted-foreground">General, Stripe, Email and Security settings.</p>
    </section>
  );
}
