export function HealthPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-foreground">System Health</h1>
      <p className="mt-2 text-muted-foreground">Database Connection, Email Service and API Server status.</p>
    </section>
  );
}
